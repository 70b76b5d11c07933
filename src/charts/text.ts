/**
 * Chart text as outlines of DejaVu Sans (from the npm package dejavu-fonts-ttf, so nothing is
 * needed from the system): read once, each glyph's outline cached, so resvg is given paths and
 * never looks for a font.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Font, parseFont } from "./ttf.js";

const FONT_PATH = createRequire(import.meta.url).resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");

export type Anchor = "start" | "middle" | "end";

export interface Label {
  text: string;
  /** the anchor point, on the baseline */
  x: number;
  y: number;
  /** font size in pixels */
  size: number;
  anchor?: Anchor;
  fill: string;
  /** degrees, clockwise, around the anchor point */
  rotate?: number;
}

let font: Font | undefined;

function dejaVu(): Font {
  if (font) return font;
  font = parseFont(readFileSync(FONT_PATH));
  return font;
}

/** Characters' glyphs, looked up once each (the character map is a linear search). */
const glyphs = new Map<string, number>();

function glyphsOf(text: string): number[] {
  const f = dejaVu();
  return Array.from(text, (char) => {
    let glyph = glyphs.get(char);
    if (glyph === undefined) {
      glyph = f.glyphOf(char.codePointAt(0) ?? 0);
      glyphs.set(char, glyph);
    }
    return glyph;
  });
}

/** The width of `text` at `size` pixels. */
export function textWidth(text: string, size: number): number {
  const f = dejaVu();
  const units = glyphsOf(text).reduce((sum, glyph) => sum + f.advance(glyph), 0);
  return (units * size) / f.unitsPerEm;
}

const shift = (anchor: Anchor | undefined, width: number) =>
  anchor === "middle" ? -width / 2 : anchor === "end" ? -width : 0;

const fixed = (n: number) => String(Math.round(n * 10) / 10);

/** The label as one SVG group of glyph paths. */
export function labelSvg(label: Label): string {
  const f = dejaVu();
  const glyphs = glyphsOf(label.text);
  const scale = label.size / f.unitsPerEm;
  const width = glyphs.reduce((sum, glyph) => sum + f.advance(glyph), 0);
  let pen = shift(label.anchor, width);
  const paths: string[] = [];
  for (const glyph of glyphs) {
    const d = f.outline(glyph);
    if (d) paths.push(`<path transform="translate(${Math.round(pen)} 0)" d="${d}"/>`);
    pen += f.advance(glyph);
  }
  const turn = label.rotate ? ` rotate(${label.rotate})` : "";
  const place = `translate(${fixed(label.x)} ${fixed(label.y)})${turn} scale(${scale.toPrecision(4)})`;
  return `<g transform="${place}" fill="${label.fill}">${paths.join("")}</g>`;
}
