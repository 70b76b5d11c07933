/**
 * A PNG decoder for tests (8-bit RGB or RGBA, not interlaced, any row filter): enough to look at a
 * chart's pixels, written from the PNG specification rather than with the chart's own encoder.
 */
import { inflateSync } from "node:zlib";

export interface Pixels {
  width: number;
  height: number;
  /** [r, g, b] at (x, y) */
  at(x: number, y: number): [number, number, number];
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function unfilter(data: Buffer, width: number, height: number, channels: number): Buffer {
  const row = width * channels;
  const out = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (row + 1)] ?? 0;
    for (let i = 0; i < row; i++) {
      const raw = data[y * (row + 1) + 1 + i] ?? 0;
      const a = i >= channels ? (out[y * row + i - channels] ?? 0) : 0;
      const b = y > 0 ? (out[(y - 1) * row + i] ?? 0) : 0;
      const c = y > 0 && i >= channels ? (out[(y - 1) * row + i - channels] ?? 0) : 0;
      const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter] ?? 0;
      out[y * row + i] = (raw + predicted) & 0xff;
    }
  }
  return out;
}

export function decodePng(png: Buffer): Pixels {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("latin1", offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[12] !== 0) throw new Error("only 8-bit, non-interlaced PNGs");
      channels = data[9] === 6 ? 4 : data[9] === 2 ? 3 : 0;
      if (!channels) throw new Error(`colour type ${data[9]} not supported`);
    } else if (type === "IDAT") idat.push(data);
    offset += 12 + length;
  }
  const pixels = unfilter(inflateSync(Buffer.concat(idat)), width, height, channels);
  return {
    width,
    height,
    at(x, y) {
      const i = (y * width + x) * channels;
      return [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0];
    },
  };
}

/** A PNG's "Title" text; undefined when it has none. */
export const pngTitle = (png: Buffer | Uint8Array) => pngText(png, "Title");

/**
 * A PNG's text of `keyword` ("Title", "Description"; tEXt or uncompressed iTXt), read from its
 * chunks as the specification lays them out; undefined when it has none.
 */
export function pngText(png: Buffer | Uint8Array, keyword: string): string | undefined {
  const bytes = Buffer.from(png);
  for (let offset = 8; offset < bytes.length; ) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    const keyEnd = data.indexOf(0);
    if (keyEnd >= 0 && data.toString("latin1", 0, keyEnd) === keyword) {
      if (type === "tEXt") return data.toString("latin1", keyEnd + 1);
      if (type === "iTXt" && data[keyEnd + 1] === 0) {
        const language = data.indexOf(0, keyEnd + 3);
        const translated = data.indexOf(0, language + 1);
        return data.toString("utf8", translated + 1);
      }
    }
    offset += 12 + length;
  }
  return undefined;
}
