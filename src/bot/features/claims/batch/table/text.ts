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
  return cyrillicRuns(bytes) ? "windows-1251" : "windows-1252";
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
 * Russian words are runs of bytes past 0x7F in Windows-1251; Portuguese or French text in
 * Windows-1252 has them one at a time ("não", "preço"). Most high bytes beside another: Cyrillic.
 */
function cyrillicRuns(bytes: Uint8Array): boolean {
  const length = Math.min(bytes.length, SAMPLE);
  let high = 0;
  let paired = 0;
  for (let i = 0; i < length; i++) {
    if ((bytes[i] ?? 0) < 0x80) continue;
    high++;
    if ((bytes[i - 1] ?? 0) >= 0x80 || (bytes[i + 1] ?? 0) >= 0x80) paired++;
  }
  return high > 0 && paired / high >= 0.5;
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
