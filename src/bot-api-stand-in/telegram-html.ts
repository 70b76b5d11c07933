/**
 * Telegram's HTML parse mode, checked the way the Bot API server (tdlib's parse_html) does:
 * `<` must open a supported tag or close the innermost open one, `&` only forms the entities
 * &lt; &gt; &amp; &quot; and numeric ones (anything else stays a literal `&`), a bare `>` is text.
 * Returns the plain text and its entities (offsets in UTF-16 code units), or Telegram's error text.
 */
import type { MessageEntity } from "grammy/types";

export type ParsedText =
  | { ok: true; text: string; entities: MessageEntity[] }
  | { ok: false; description: string };

const TAG_ENTITY: Record<string, MessageEntity["type"]> = {
  b: "bold",
  strong: "bold",
  i: "italic",
  em: "italic",
  u: "underline",
  ins: "underline",
  s: "strikethrough",
  strike: "strikethrough",
  del: "strikethrough",
  a: "text_link",
  code: "code",
  pre: "pre",
  "tg-spoiler": "spoiler",
  span: "spoiler",
  blockquote: "blockquote",
  "tg-emoji": "custom_emoji",
};

const NAMED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"' };

/** Decodes one entity at `i` (which points at `&`); undefined when it is a literal `&`. */
function decodeEntity(s: string, i: number): { char: string; end: number } | undefined {
  const m = /^&(?:(lt|gt|amp|quot)|#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6}));/.exec(s.slice(i, i + 12));
  if (!m) return undefined;
  const end = i + m[0].length;
  if (m[1]) return { char: NAMED[m[1].toLowerCase()] ?? "", end };
  const code = m[2] ? Number.parseInt(m[2], 10) : Number.parseInt(m[3] ?? "0", 16);
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return undefined;
  return { char: String.fromCodePoint(code), end };
}

/** Removes tags and decodes entities without validating (for display). */
export function htmlToPlain(html: string): string {
  const parsed = parseTelegramHtml(html);
  if (parsed.ok) return parsed.text;
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(lt|gt|amp|quot);/g, (_, n: string) => NAMED[n] ?? "");
}

const byteOffset = (s: string, i: number) => Buffer.byteLength(s.slice(0, i), "utf8");
const isSpace = (c: string | undefined) =>
  c === " " || c === "\t" || c === "\n" || c === "\r" || c === "\f";

function fail(reason: string): ParsedText {
  return { ok: false, description: `Bad Request: can't parse entities: ${reason}` };
}

function parseAttributes(raw: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const re = /([a-zA-Z_:-][\w:.-]*)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const value = m[2] ?? m[3] ?? m[4] ?? "";
    attrs[(m[1] ?? "").toLowerCase()] = htmlToPlainValue(value);
  }
  return attrs;
}

function htmlToPlainValue(v: string): string {
  let out = "";
  for (let i = 0; i < v.length; i++) {
    const e = v[i] === "&" ? decodeEntity(v, i) : undefined;
    if (e) {
      out += e.char;
      i = e.end - 1;
    } else out += v[i];
  }
  return out;
}

interface OpenTag {
  name: string;
  attrs: Record<string, string>;
  offset: number;
}

export function parseTelegramHtml(html: string): ParsedText {
  let text = "";
  const entities: MessageEntity[] = [];
  const stack: OpenTag[] = [];
  let i = 0;
  while (i < html.length) {
    const c = html[i];
    if (c === "&") {
      const e = decodeEntity(html, i);
      if (e) {
        text += e.char;
        i = e.end;
      } else {
        text += "&";
        i++;
      }
      continue;
    }
    if (c !== "<") {
      text += c;
      i++;
      continue;
    }
    const begin = i;
    if (html[i + 1] !== "/") {
      let j = i + 1;
      while (j < html.length && !isSpace(html[j]) && html[j] !== ">") j++;
      if (j >= html.length)
        return fail(`Unclosed start tag at byte offset ${byteOffset(html, begin)}`);
      const name = html.slice(i + 1, j).toLowerCase();
      if (!Object.hasOwn(TAG_ENTITY, name)) {
        return fail(`Unsupported start tag "${name}" at byte offset ${byteOffset(html, begin)}`);
      }
      const close = html.indexOf(">", j);
      if (close < 0) return fail(`Unclosed start tag at byte offset ${byteOffset(html, begin)}`);
      const attrs = parseAttributes(html.slice(j, close));
      if (name === "span" && attrs.class !== "tg-spoiler") {
        return fail(
          `Tag "span" must have class "tg-spoiler" at byte offset ${byteOffset(html, begin)}`,
        );
      }
      stack.push({ name, attrs, offset: text.length });
      i = close + 1;
      continue;
    }
    // end tag
    const top = stack.pop();
    if (!top) return fail(`Unexpected end tag at byte offset ${byteOffset(html, begin)}`);
    let j = i + 2;
    while (j < html.length && !isSpace(html[j]) && html[j] !== ">") j++;
    const endName = html.slice(i + 2, j).toLowerCase();
    while (j < html.length && isSpace(html[j])) j++;
    if (html[j] !== ">") return fail(`Unclosed end tag at byte offset ${byteOffset(html, begin)}`);
    if (endName !== "" && endName !== top.name) {
      return fail(
        `Unmatched end tag at byte offset ${byteOffset(html, begin)}, expected "</${top.name}>", found "</${endName}>"`,
      );
    }
    i = j + 1;
    const length = text.length - top.offset;
    if (length === 0) continue;
    const entity = toEntity(top, length, entities);
    if (entity) entities.push(entity);
  }
  const unclosed = stack.pop();
  if (unclosed) return fail(`Can't find end tag corresponding to start tag "${unclosed.name}"`);
  for (const e of entities) if (e.type === "code") delete (e as { language?: string }).language;
  entities.sort((a, b) => a.offset - b.offset || b.length - a.length);
  return { ok: true, text, entities };
}

function toEntity(tag: OpenTag, length: number, done: MessageEntity[]): MessageEntity | undefined {
  const offset = tag.offset;
  switch (tag.name) {
    case "a": {
      const url = tag.attrs.href ?? "";
      if (!/^(https?:\/\/|tg:\/\/|mailto:)/i.test(url)) return undefined;
      return { type: "text_link", offset, length, url };
    }
    case "pre": {
      // <pre><code class="language-x">…</code></pre>: the inner code becomes the pre's language.
      const inner = done.findIndex(
        (e) => e.type === "code" && e.offset === offset && e.length === length,
      );
      const lang = inner >= 0 ? (done[inner] as { language?: string }).language : undefined;
      if (inner >= 0) done.splice(inner, 1);
      return lang
        ? { type: "pre", offset, length, language: lang }
        : { type: "pre", offset, length };
    }
    case "code": {
      const lang = /^language-(.+)$/.exec(tag.attrs.class ?? "")?.[1];
      const e = { type: "code", offset, length } as MessageEntity;
      if (lang) Object.assign(e, { language: lang });
      return e;
    }
    case "blockquote":
      return "expandable" in tag.attrs
        ? { type: "expandable_blockquote", offset, length }
        : { type: "blockquote", offset, length };
    case "tg-emoji":
      return { type: "custom_emoji", offset, length, custom_emoji_id: tag.attrs["emoji-id"] ?? "" };
    default:
      return { type: TAG_ENTITY[tag.name], offset, length } as MessageEntity;
  }
}
