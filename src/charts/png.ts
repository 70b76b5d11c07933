/**
 * SVG to PNG, one path for every chart: resvg rasterises on libuv's pool (`renderAsync`), and the
 * pixels are packed into a PNG here, compressed on the pool as well (zlib's async deflate), so
 * the event loop only copies rows. resvg's own `asPng` would take twice the CPU, all of it on the
 * event loop. resvg is loaded with the first chart: a bot that draws none never holds it.
 */
import { promisify } from "node:util";
import { deflate } from "node:zlib";

type Resvg = typeof import("@resvg/resvg-js");

const deflateAsync = promisify(deflate);
/** Charts are flat colours: level 3 compresses them as well as 6 in a quarter of the time. */
const LEVEL = 3;
/** Every chart's text is outlines already: resvg needs no font, so it loads none. */
const OPTIONS = { font: { loadSystemFonts: false } } as const;

let resvg: Promise<Resvg> | undefined;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** RGBA rows, each led by filter 0 (none): what PNG compresses. */
function scanlines(rgba: Buffer, width: number, height: number): Buffer {
  const row = width * 4;
  const out = Buffer.alloc(height * (row + 1));
  for (let y = 0; y < height; y++) rgba.copy(out, y * (row + 1) + 1, y * row, (y + 1) * row);
  return out;
}

/**
 * A text of the picture's as PNG's own iTXt (UTF-8, uncompressed): its "Title", and its
 * "Description" (the figures it draws), so the words and numbers of a chart travel with it,
 * readable where its outlined pixels are not (a forwarded photo, a screen reader, a test).
 */
function textChunk(keyword: "Title" | "Description", text: string): Buffer {
  // keyword, NUL, no compression, method 0, no language tag NUL, no translated keyword NUL
  const head = Buffer.from(`${keyword}\0\0\0\0\0`, "latin1");
  return chunk("iTXt", Buffer.concat([head, Buffer.from(text, "utf8")]));
}

/** 8-bit RGBA pixels as PNG bytes, with the picture's title and description when given. */
export async function encodePng(
  rgba: Buffer,
  width: number,
  height: number,
  title?: string,
  description?: string,
): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, adaptive filtering, no interlace
  const data = await deflateAsync(scanlines(rgba, width, height), { level: LEVEL });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    ...(title ? [textChunk("Title", title)] : []),
    ...(description ? [textChunk("Description", description)] : []),
    chunk("IDAT", data),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** An SVG document as PNG bytes, at the size the document gives, with its texts when given. */
export async function rasterize(
  svg: string,
  title?: string,
  description?: string,
): Promise<Buffer> {
  resvg ??= import("@resvg/resvg-js");
  const image = await (await resvg).renderAsync(svg, OPTIONS);
  return encodePng(image.pixels, image.width, image.height, title, description);
}
