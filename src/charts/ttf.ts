/**
 * Just enough of a TrueType reader to draw text as paths: the character map (format 4, every
 * character of the Basic Multilingual Plane: Latin, Cyrillic, currency signs), advance widths
 * and glyph outlines. resvg lays out text itself only at a high price (a font lookup and face
 * parse per glyph run), so charts hand it outlines read here once per glyph and cached.
 */

export interface Font {
  unitsPerEm: number;
  /** the glyph drawn for a character (0, the "missing" box, when the font has none) */
  glyphOf(char: number): number;
  /** horizontal advance in font units */
  advance(glyph: number): number;
  /** SVG path data in font units, y pointing down, origin on the baseline */
  outline(glyph: number): string;
}

type Point = { x: number; y: number; on: boolean };

const ON_CURVE = 1;
const X_SHORT = 2;
const Y_SHORT = 4;
const REPEAT = 8;
const X_SAME_OR_POSITIVE = 16;
const Y_SAME_OR_POSITIVE = 32;

const ARG_WORDS = 1;
const ARGS_XY = 2;
const HAS_SCALE = 8;
const MORE_COMPONENTS = 0x20;
const XY_SCALE = 0x40;
const TWO_BY_TWO = 0x80;

class Reader {
  constructor(readonly data: Buffer) {}
  u8 = (at: number) => this.data.readUInt8(at);
  u16 = (at: number) => this.data.readUInt16BE(at);
  i16 = (at: number) => this.data.readInt16BE(at);
  u32 = (at: number) => this.data.readUInt32BE(at);
  f2dot14 = (at: number) => this.i16(at) / 16384;
}

function tableOffsets(r: Reader): Map<string, number> {
  const tables = new Map<string, number>();
  const count = r.u16(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16;
    tables.set(r.data.toString("latin1", record, record + 4), r.u32(record + 8));
  }
  return tables;
}

/** The Windows Unicode BMP subtable (format 4) as a character → glyph function. */
function characterMap(r: Reader, cmap: number): (char: number) => number {
  let sub = -1;
  for (let i = 0; i < r.u16(cmap + 2); i++) {
    const record = cmap + 4 + i * 8;
    if (r.u16(record) === 3 && r.u16(record + 2) === 1) sub = cmap + r.u32(record + 4);
  }
  if (sub < 0 || r.u16(sub) !== 4) throw new Error("font has no Unicode BMP character map");
  const segments = r.u16(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const ranges = deltas + segments * 2;
  return (char) => {
    for (let s = 0; s < segments; s++) {
      if (r.u16(ends + s * 2) < char) continue;
      const start = r.u16(starts + s * 2);
      if (char < start) return 0;
      const delta = r.i16(deltas + s * 2);
      const range = r.u16(ranges + s * 2);
      if (range === 0) return (char + delta) & 0xffff;
      const glyph = r.u16(ranges + s * 2 + range + (char - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

function coordinates(r: Reader, at: number, flags: number[], short: number, same: number) {
  const values: number[] = [];
  let value = 0;
  let offset = at;
  for (const flag of flags) {
    if (flag & short) {
      const step = r.u8(offset++);
      value += flag & same ? step : -step;
    } else if (!(flag & same)) {
      value += r.i16(offset);
      offset += 2;
    }
    values.push(value);
  }
  return { values, end: offset };
}

/** A simple glyph's contours: points with their on-curve flag. */
function simpleContours(r: Reader, at: number, contourCount: number): Point[][] {
  const ends = Array.from({ length: contourCount }, (_, i) => r.u16(at + 10 + i * 2));
  const pointCount = (ends.at(-1) ?? -1) + 1;
  let offset = at + 10 + contourCount * 2;
  offset += 2 + r.u16(offset);
  const flags: number[] = [];
  while (flags.length < pointCount) {
    const flag = r.u8(offset++);
    flags.push(flag);
    if (flag & REPEAT) for (let n = r.u8(offset++); n > 0; n--) flags.push(flag);
  }
  const xs = coordinates(r, offset, flags, X_SHORT, X_SAME_OR_POSITIVE);
  const ys = coordinates(r, xs.end, flags, Y_SHORT, Y_SAME_OR_POSITIVE);
  const contours: Point[][] = [];
  let first = 0;
  for (const end of ends) {
    const contour: Point[] = [];
    for (let i = first; i <= end; i++) {
      contour.push({
        x: xs.values[i] ?? 0,
        y: ys.values[i] ?? 0,
        on: ((flags[i] ?? 0) & ON_CURVE) !== 0,
      });
    }
    contours.push(contour);
    first = end + 1;
  }
  return contours;
}

/** Quadratic contours as SVG path data, y flipped (fonts point up, SVG down). */
function pathData(contours: Point[][]): string {
  const n = (v: number) => String(Math.round(v));
  const parts: string[] = [];
  for (const points of contours) {
    if (points.length === 0) continue;
    const first = points[0] as Point;
    const last = points.at(-1) as Point;
    const start = first.on
      ? first
      : last.on
        ? last
        : { x: (first.x + last.x) / 2, y: (first.y + last.y) / 2, on: true };
    parts.push(`M${n(start.x)} ${n(-start.y)}`);
    let control: Point | undefined;
    for (const p of first.on ? points.slice(1) : points) {
      if (p.on) {
        parts.push(
          control
            ? `Q${n(control.x)} ${n(-control.y)} ${n(p.x)} ${n(-p.y)}`
            : `L${n(p.x)} ${n(-p.y)}`,
        );
        control = undefined;
      } else {
        if (control) {
          const mid = { x: (control.x + p.x) / 2, y: (control.y + p.y) / 2 };
          parts.push(`Q${n(control.x)} ${n(-control.y)} ${n(mid.x)} ${n(-mid.y)}`);
        }
        control = p;
      }
    }
    if (control) parts.push(`Q${n(control.x)} ${n(-control.y)} ${n(start.x)} ${n(-start.y)}`);
    parts.push("Z");
  }
  return parts.join("");
}

export function parseFont(data: Buffer): Font {
  const r = new Reader(data);
  const tables = tableOffsets(r);
  const at = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`font has no ${tag} table`);
    return offset;
  };
  const head = at("head");
  const longLoca = r.i16(head + 50) === 1;
  const metricCount = r.u16(at("hhea") + 34);
  const hmtx = at("hmtx");
  const loca = at("loca");
  const glyf = at("glyf");
  const glyphStart = (g: number) => (longLoca ? r.u32(loca + g * 4) : r.u16(loca + g * 2) * 2);

  function contoursOf(glyph: number): Point[][] {
    const start = glyphStart(glyph);
    if (glyphStart(glyph + 1) === start) return [];
    const offset = glyf + start;
    const count = r.i16(offset);
    return count >= 0 ? simpleContours(r, offset, count) : compositeContours(offset + 10);
  }

  /** A glyph built of others (accented letters): each placed by its offset and scale. */
  function compositeContours(first: number): Point[][] {
    const contours: Point[][] = [];
    let offset = first;
    let flags = MORE_COMPONENTS;
    while (flags & MORE_COMPONENTS) {
      flags = r.u16(offset);
      const part = r.u16(offset + 2);
      offset += 4;
      const words = (flags & ARG_WORDS) !== 0;
      const dx = flags & ARGS_XY ? (words ? r.i16(offset) : r.data.readInt8(offset)) : 0;
      const dy = flags & ARGS_XY ? (words ? r.i16(offset + 2) : r.data.readInt8(offset + 1)) : 0;
      offset += words ? 4 : 2;
      let [a, b, c, d] = [1, 0, 0, 1];
      if (flags & HAS_SCALE) {
        a = d = r.f2dot14(offset);
        offset += 2;
      } else if (flags & XY_SCALE) {
        [a, d] = [r.f2dot14(offset), r.f2dot14(offset + 2)];
        offset += 4;
      } else if (flags & TWO_BY_TWO) {
        [a, b, c, d] = [0, 2, 4, 6].map((k) => r.f2dot14(offset + k)) as [
          number,
          number,
          number,
          number,
        ];
        offset += 8;
      }
      for (const contour of contoursOf(part)) {
        contours.push(
          contour.map((p) => ({ x: a * p.x + c * p.y + dx, y: b * p.x + d * p.y + dy, on: p.on })),
        );
      }
    }
    return contours;
  }

  const outlines = new Map<number, string>();
  return {
    unitsPerEm: r.u16(head + 18),
    glyphOf: characterMap(r, at("cmap")),
    advance: (glyph) => r.u16(hmtx + Math.min(glyph, metricCount - 1) * 4),
    outline(glyph) {
      let d = outlines.get(glyph);
      if (d === undefined) {
        d = pathData(contoursOf(glyph));
        outlines.set(glyph, d);
      }
      return d;
    },
  };
}
