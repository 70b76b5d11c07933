/**
 * The XML the API sends, read without the parser: a declaration, elements and text, and nothing
 * else (no attribute, comment, character data, instruction, or text beside child elements). It
 * gives exactly what the parser gives with the client's options (xml.ts: values are trimmed,
 * decoded strings, an empty element is "", `item` is always a list and any other repeated element
 * becomes one), and undefined for anything else, which the parser then reads. The parser builds a
 * tree of its own nodes before the record; this reader builds the record alone, and skips the
 * fields of list items the caller does not read without building them.
 */
import type { XmlRecord, XmlValue } from "./read.js";
import { decodeXmlText } from "./xml-text.js";

/** Where an item's field sits in a list answer: root > data > items > item > field. */
export const ITEM_FIELD_DEPTH = 5;

/** Deeper than any answer of the API nests: left to the parser rather than to this stack. */
const MOST_DEPTH = 64;
const GT = 62; // >
const SLASH = 47; // /
const NAME = /^[A-Za-z_][\w.-]*$/;
/** Names that are not plain keys of an object literal: left to the parser. */
const UNSAFE: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);
const DECLARATION = /^\s*<\?xml[^?]*\?>/;

/**
 * The document's record, or undefined when the text is more than plain XML. With `kept`, the
 * fields of list items (`ITEM_FIELD_DEPTH`) not named in it are left out.
 */
export function readPlainXml(text: string, kept?: ReadonlySet<string>): XmlRecord | undefined {
  const declaration = DECLARATION.exec(text);
  const reader = new PlainReader(text, kept, declaration ? declaration[0].length : 0);
  return reader.document();
}

class PlainReader {
  constructor(
    private readonly text: string,
    private readonly kept: ReadonlySet<string> | undefined,
    private at: number,
  ) {}

  /** One root element with only blanks around it. */
  document(): XmlRecord | undefined {
    const record: XmlRecord = {};
    if (!this.element(record, 1)) return undefined;
    if (!isBlank(this.text, this.at, this.text.length) || Object.keys(record).length !== 1)
      return undefined;
    return record;
  }

  /**
   * Reads the element starting at the next `<` into `record`, or only past it (no record: within
   * a field of a list item not kept). False when what comes is not a plain element.
   */
  private element(record: XmlRecord | undefined, depth: number): boolean {
    const { text } = this;
    const lt = text.indexOf("<", this.at);
    if (lt < 0 || depth > MOST_DEPTH || !isBlank(text, this.at, lt)) return false;
    const gt = text.indexOf(">", lt);
    if (gt < 0) return false;
    const empty = text.charCodeAt(gt - 1) === SLASH;
    const name = text.slice(lt + 1, empty ? gt - 1 : gt);
    if (!NAME.test(name) || UNSAFE.has(name)) return false;
    this.at = gt + 1;
    const into = depth === ITEM_FIELD_DEPTH && this.kept?.has(name) === false ? undefined : record;
    const value = empty ? "" : this.content(name, depth, into !== undefined);
    if (value === undefined) return false;
    if (into) add(into, name, value);
    return true;
  }

  /** What follows an element's start tag up to its end tag: its text, or its children's record. */
  private content(name: string, depth: number, build: boolean): XmlValue | undefined {
    const { text } = this;
    const start = this.at;
    const lt = text.indexOf("<", start);
    if (lt < 0) return undefined;
    if (text.charCodeAt(lt + 1) === SLASH) {
      if (!this.endsAt(lt, name)) return undefined;
      return build ? decodeXmlText(text.slice(start, lt).trim()) : "";
    }
    if (!isBlank(text, start, lt)) return undefined;
    const children: XmlRecord = {};
    for (;;) {
      const next = text.indexOf("<", this.at);
      if (next < 0 || !isBlank(text, this.at, next)) return undefined;
      if (text.charCodeAt(next + 1) === SLASH)
        return this.endsAt(next, name) ? children : undefined;
      if (!this.element(build ? children : undefined, depth + 1)) return undefined;
    }
  }

  /** Whether `</name>` starts at `lt`; moves past it when it does. */
  private endsAt(lt: number, name: string): boolean {
    const close = lt + 2 + name.length;
    if (!this.text.startsWith(name, lt + 2) || this.text.charCodeAt(close) !== GT) return false;
    this.at = close + 1;
    return true;
  }
}

/** As the parser does: `item` is always a list; another name becomes one when it repeats. */
function add(record: XmlRecord, name: string, value: XmlValue): void {
  const had = record[name];
  if (had === undefined) record[name] = name === "item" ? [value] : value;
  else if (Array.isArray(had)) had.push(value);
  else record[name] = [had, value];
}

function isBlank(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) return false;
  }
  return true;
}
