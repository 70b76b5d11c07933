/**
 * Text decoding for the XML parser. XML 1.0 requires every character reference (`&#039;`,
 * `&#x41F;`) and the five predefined entities to be decoded; fast-xml-parser's own decoder does
 * numeric references only together with HTML's named entities (`&nbsp;`, `&copy;`…), which XML
 * does not define. This decoder does exactly what XML asks and nothing more. Entities a DOCTYPE
 * declares are not expanded: the API never declares any, and expanding them is how an answer
 * could make the parser build a gigabyte string.
 */
import type { EntityDecoderOptions } from "fast-xml-parser";

const REFERENCE = /&(?:#(\d{1,7})|#x([0-9A-Fa-f]{1,6})|(amp|lt|gt|quot|apos));/g;
const PREDEFINED: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
};
/** What a reference to a character XML forbids (`&#0;`, a lone surrogate) turns into. */
const REPLACEMENT = "\uFFFD";

/** Decode character references and the predefined entities of one text value. */
export function decodeXmlText(text: string): string {
  // Most values carry no reference at all: one scan, no allocation.
  if (text.indexOf("&") === -1) return text;
  return text.replace(REFERENCE, (_, dec?: string, hex?: string, named?: string) => {
    if (named !== undefined) return PREDEFINED[named] ?? "";
    const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? "", 16);
    return isXmlChar(code) ? String.fromCodePoint(code) : REPLACEMENT;
  });
}

/** XML 1.0's Char production. */
function isXmlChar(c: number): boolean {
  if (c < 0x20) return c === 0x9 || c === 0xa || c === 0xd;
  return c <= 0xd7ff || (c >= 0xe000 && c <= 0xfffd) || (c >= 0x10000 && c <= 0x10ffff);
}

/** The parser's decoder hook: stateless, so one instance serves every parse. */
export const xmlTextDecoder: EntityDecoderOptions = {
  decode: decodeXmlText,
  reset: () => {},
  setXmlVersion: () => {},
  // DOCTYPE entities are deliberately ignored (see above).
  setExternalEntities: () => {},
  addInputEntities: () => {},
};
