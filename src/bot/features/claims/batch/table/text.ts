/**
 * The bytes of a text table as the text Excel and shops write: UTF-8 with or without a BOM,
 * UTF-16 LE/BE, or the legacy code page of a Russian (Windows-1251) or Western (Windows-1252)
 * Windows, decoded by the platform's TextDecoder. Undefined for what is no text (a picture, a
 * binary renamed .csv).
 */

/** How many leading bytes decide UTF-16 without a BOM and the legacy code page. */
const SAMPLE = 64 * 1024;

export function decodeText(bytes: Uint8Array): string | undefined {
  const encoding = encodingOf(bytes);
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
  return hasControlBytes(text) ? undefined : text;
}

export function encodingOf(bytes: Uint8Array): string {
  const [a, b, c] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf) return "utf-8";
  if (a === 0xff && b === 0xfe) return "utf-16le";
  if (a === 0xfe && b === 0xff) return "utf-16be";
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return utf16;
  if (isUtf8(bytes)) return "utf-8";
  return cyrillic(bytes) ? "windows-1251" : "windows-1252";
}

/** Latin text in UTF-16 has a NUL beside every letter: on odd bytes (LE) or even ones (BE). */
function utf16WithoutBom(bytes: Uint8Array): "utf-16le" | "utf-16be" | undefined {
  const length = Math.min(bytes.length, SAMPLE) & ~1;
  if (length < 4) return undefined;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < length; i += 2) {
    if (bytes[i] === 0) evenNul++;
    if (bytes[i + 1] === 0) oddNul++;
  }
  const pairs = length / 2;
  if (oddNul > pairs * 0.3 && evenNul < pairs * 0.05) return "utf-16le";
  if (evenNul > pairs * 0.3 && oddNul < pairs * 0.05) return "utf-16be";
  return undefined;
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * A Western letter in Windows-1252 sits inside a Latin word ("não", "preço"): beside an ASCII
 * letter. Russian words in Windows-1251 are all high bytes, beside each other. Most high bytes
 * away from ASCII letters: Cyrillic.
 */
function cyrillic(bytes: Uint8Array): boolean {
  const length = Math.min(bytes.length, SAMPLE);
  const asciiLetter = (byte: number | undefined) =>
    byte !== undefined && ((byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a));
  let high = 0;
  let inLatin = 0;
  for (let i = 0; i < length; i++) {
    if ((bytes[i] ?? 0) < 0x80) continue;
    high++;
    if (asciiLetter(bytes[i - 1]) || asciiLetter(bytes[i + 1])) inLatin++;
  }
  return high > 0 && inLatin / high < 0.5;
}

/** NUL and the other control bytes no text table holds (tab, CR, LF and form feed aside). */
function hasControlBytes(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c)
      return true;
  }
  return false;
}
