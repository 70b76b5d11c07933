/**
 * Claims by the dozen: 1,000 rows of lost orders checked before anything is filed,
 * without the network's answers (they are given: offers run, orders claimed already). CPU of the
 * read and the check, for a CSV and an XLSX, and the checking process's peak RSS. Budget: under
 * 2 s of CPU and 100 MiB.
 *
 *   npx tsx bench/claim-batch.ts
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import ExcelJS from "exceljs";
import { runJsonChild } from "./child.js";
import type { ChildEnv, ChildReport } from "./claim-batch-child.js";
import { compileChild } from "./compiled.js";
import type { BenchRow } from "./types.js";

const ROWS = 1000;
const TODAY = "2026-06-10";
const OFFERS = Array.from({ length: 60 }, (_, i) => ({ id: 1000 + i, name: `Shop ${i}` }));
/** CLAIM_CURRENCIES' default. */
const CURRENCIES = ["RUB", "USD", "EUR", "BRL", "KZT"].map((name, i) => ({ id: i + 1, name }));
const AMOUNTS = ["1 299,50", "12 usd", "450", "99.90 USD", "R$ 150,00"];

function day(back: number): string {
  return new Date(Date.parse(`${TODAY}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
}

/** A month's report: mixed day forms and amounts, offers by name and id, some rows wrong. */
function report(): string[][] {
  const rows = [["Order", "Date", "Sum", "Offer"]];
  for (let i = 1; i <= ROWS; i++) {
    const d = day(i % 60);
    const [y, m, dd] = d.split("-");
    const date = i % 2 === 0 ? `${dd}.${m}.${y}` : d;
    const offer = OFFERS[i % OFFERS.length];
    const offerCell = i % 3 === 0 ? String(offer?.id) : (offer?.name ?? "");
    rows.push([
      `ORD-${i}`,
      i % 97 === 0 ? "31.02.2026" : date,
      AMOUNTS[i % AMOUNTS.length] ?? "1",
      offerCell,
    ]);
  }
  return rows;
}

async function files(dir: string): Promise<{ csv: string; xlsx: string }> {
  const rows = report();
  const csv = join(dir, "orders.csv");
  writeFileSync(csv, rows.map((r) => r.join(";")).join("\n"));
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Orders");
  for (const row of rows) sheet.addRow(row);
  const xlsx = join(dir, "orders.xlsx");
  writeFileSync(xlsx, Buffer.from(await book.xlsx.writeBuffer()));
  return { csv, xlsx };
}

export async function benchClaimBatch(): Promise<BenchRow[]> {
  const paths = await files(mkdtempSync(join(tmpdir(), "pbot-bench-batch-")));
  const env: ChildEnv = {
    ...paths,
    facts: {
      today: TODAY,
      lang: "en",
      maxAgeDays: 90,
      offers: OFFERS,
      currencies: CURRENCIES,
      ownCurrency: "USD",
      claimed: Array.from(
        { length: 100 },
        (_, i) => `${OFFERS[i % OFFERS.length]?.id}:ORD-${i * 7}`,
      ),
    },
  };
  const child = compileChild("claim-batch-child");
  const report = await runJsonChild<ChildReport>("claim batch", [child], {
    BENCH_CLAIM_BATCH_CHILD: JSON.stringify(env),
  });
  const round = (n: number) => Math.round(n * 10) / 10;
  const note = `${report.rows} rows, ${report.ready} ready; no network calls (their answers given)`;
  return [
    {
      name: "claim batch: 1,000 CSV rows read and checked, CPU",
      value: round(report.csvCpuMs),
      unit: "ms",
      note,
    },
    {
      name: "claim batch: 1,000 XLSX rows read and checked, CPU",
      value: round(report.xlsxCpuMs),
      unit: "ms",
      note: "budget < 2,000 ms",
      headline: { label: "claim batch of 1,000 rows (XLSX), CPU", aim: "< 2,000 ms" },
    },
    {
      name: "claim batch: checking process peak RSS",
      value: round(report.peakRssMiB),
      unit: "MiB",
      note: "budget < 100 MiB",
      headline: { label: "claim batch of 1,000 rows, peak RSS", aim: "< 100 MiB" },
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.table(await benchClaimBatch());
}
