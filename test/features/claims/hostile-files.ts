/**
 * Files built to hurt a reader, as an attacker or a real shop's export makes them: an XLSX whose
 * zip declares its sheet tiny while it inflates past a gigabyte, and text tables in the encodings
 * Excel saves (Windows-1251, UTF-16).
 */
import { constants, crc32, deflateRawSync } from "node:zlib";

const MiB = 1024 * 1024;

/**
 * A deflate stream of `prefix`, `mebibytes` MiB of `block` repeated, then `suffix`, built without
 * ever holding them: segments compressed apart and ended by a full flush join into one stream.
 */
function repeatedStream(prefix: string, block: Buffer, mebibytes: number, suffix = ""): Buffer {
  const flush = { finishFlush: constants.Z_FULL_FLUSH, level: 9 };
  const head = deflateRawSync(Buffer.from(prefix), flush);
  const repeated = Buffer.alloc(MiB);
  for (let at = 0; at < MiB; at += block.length) block.copy(repeated, at);
  const body = deflateRawSync(repeated, flush);
  const end = deflateRawSync(Buffer.from(suffix));
  return Buffer.concat([head, ...Array.from({ length: mebibytes }, () => body), end]);
}

function deflated(name: string, data: Buffer, inflated: number): Entry {
  return { name, data, declared: inflated, crc: 0, method: 8 };
}

const WORKBOOK = [
  stored(
    "xl/workbook.xml",
    '<workbook xmlns:r="r"><sheets><sheet name="Orders" r:id="rId1"/></sheets></workbook>',
  ),
  stored(
    "xl/_rels/workbook.xml.rels",
    '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
  ),
];

interface Entry {
  name: string;
  data: Buffer;
  /** what the zip says it inflates to */
  declared: number;
  crc: number;
  method: 0 | 8;
  /** written as a stream: the local header declares no sizes, a descriptor after the data does */
  streamed?: boolean;
}

function zip(entries: readonly Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.streamed ? 8 : 0, 6);
    local.writeUInt16LE(entry.method, 8);
    if (!entry.streamed) {
      local.writeUInt32LE(entry.crc, 14);
      local.writeUInt32LE(entry.data.length, 18);
      local.writeUInt32LE(entry.declared, 22);
    }
    local.writeUInt16LE(name.length, 26);
    const descriptor = Buffer.alloc(entry.streamed ? 16 : 0);
    if (entry.streamed) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(entry.crc, 4);
      descriptor.writeUInt32LE(entry.data.length, 8);
      descriptor.writeUInt32LE(entry.declared, 12);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.streamed ? 8 : 0, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data, descriptor);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length + descriptor.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function stored(name: string, text: string): Entry {
  const data = Buffer.from(text);
  return { name, data, declared: data.length, crc: crc32(data), method: 0 };
}

/**
 * An XLSX whose sheet the zip declares as 4 KB while it inflates to `mebibytes` MiB; `streamed`,
 * the local header declares nothing and only the directory and a descriptor after the data lie.
 */
export function lyingXlsx(mebibytes: number, streamed = false): Buffer {
  const sheet = '<?xml version="1.0"?><worksheet><sheetData>';
  return zip([
    ...WORKBOOK,
    {
      name: "xl/worksheets/sheet1.xml",
      data: repeatedStream(sheet, Buffer.from(" "), mebibytes),
      declared: 4096,
      crc: 0,
      method: 8,
      streamed,
    },
  ]);
}

/**
 * An honest XLSX (every size declared true, 50 MB in all) whose shared strings, read before its
 * sheet, are 50,000 strings of 1 KB: more than any reader's memory for a table of orders.
 */
export function heavyXlsx(): Buffer {
  const item = Buffer.from(`<si><t>${"x".repeat(1024 - 16)}</t></si>`);
  const strings = repeatedStream("<sst>", item, 50, "</sst>");
  const sheet =
    '<worksheet><sheetData><row r="1"><c t="s"><v>0</v></c></row></sheetData></worksheet>';
  return zip([
    ...WORKBOOK,
    deflated("xl/sharedStrings.xml", strings, 50 * MiB + 11),
    stored("xl/worksheets/sheet1.xml", sheet),
  ]);
}

/** `text` as a Russian Excel saves "CSV (разделители - запятые)": Windows-1251, no BOM. */
export function windows1251(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    if (code < 0x80) bytes.push(code);
    else if (code >= 0x410 && code <= 0x44f) bytes.push(code - 0x410 + 0xc0);
    else if (code === 0x401) bytes.push(0xa8);
    else if (code === 0x451) bytes.push(0xb8);
    else if (code === 0x2116) bytes.push(0xb9);
    else bytes.push(0x3f);
  }
  return Buffer.from(bytes);
}

/** `text` as "Unicode text": UTF-16 LE with its BOM, or big-endian without one. */
export function utf16(text: string, order: "le" | "be-no-bom"): Buffer {
  const le = Buffer.from(text, "utf16le");
  if (order === "le") return Buffer.concat([Buffer.from([0xff, 0xfe]), le]);
  return le.swap16();
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** An honest XLSX of text cells, stored without compression: its size is its sheet's. */
export function storedXlsx(rows: readonly (readonly string[])[]): Buffer {
  const sheet = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row
          .map((cell) => `<c t="inlineStr"><is><t>${escapeXml(cell)}</t></is></c>`)
          .join("")}</row>`,
    )
    .join("");
  return zip([
    ...WORKBOOK,
    stored("xl/worksheets/sheet1.xml", `<worksheet><sheetData>${sheet}</sheetData></worksheet>`),
  ]);
}
