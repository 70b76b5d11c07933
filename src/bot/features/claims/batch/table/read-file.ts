/**
 * A file's bytes as a table, by what they are: a zip is an XLSX, text is a CSV (in whatever
 * encoding Excel wrote it); the name only tells a broken XLSX from text. Runs inside the reading
 * worker (worker.ts); pure, so a test or a bench may call it directly.
 */
import { readCsvText } from "./csv.js";
import { MAX_FILE_BYTES, refuse, type TableAnswer } from "./limits.js";
import { decodeText } from "./text.js";
import { readXlsx } from "./xlsx.js";

export function readFileTable(bytes: Uint8Array, fileName: string): TableAnswer {
  if (bytes.length === 0) return refuse("empty");
  if (bytes.length > MAX_FILE_BYTES) return refuse("too-big");
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;
  if (zip) return readXlsx(bytes);
  if (/\.xlsx?$/iu.test(fileName)) return refuse("not-a-table");
  const text = decodeText(bytes);
  return text === undefined ? refuse("not-a-table") : readCsvText(text);
}
