/**
 * A date column read as a column: a time of day after the date is dropped ("2026-11-20 14:05:00"),
 * and whether `03/04/2026` is the 3rd of April or March 4th is settled by the column's other days
 * (one `25/04/2026` makes them all day first), not by each cell alone.
 */
const TIME =
  /[ T]+\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:\s*[AaPp]\.?[Mm]\.?)?(?:Z|[+-]\d{2}:?\d{2})?$/u;
const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/u;

export function withoutTime(cell: string): string {
  return cell.trim().replace(TIME, "");
}

/** Which part of a slashed day the column's cells show first, when one of them tells. */
function slashOrder(cells: readonly string[]): "day" | "month" | undefined {
  let dayFirst = false;
  let monthFirst = false;
  for (const cell of cells) {
    const [, a = "", b = ""] = SLASHED.exec(cell) ?? [];
    if (Number(a) > 12) dayFirst = true;
    if (Number(b) > 12) monthFirst = true;
  }
  return dayFirst === monthFirst ? undefined : dayFirst ? "day" : "month";
}

/** The date column's cells without their times, slashed days as yyyy-mm-dd when the column tells. */
export function dateColumn(cells: readonly string[]): string[] {
  const bare = cells.map(withoutTime);
  const order = slashOrder(bare);
  if (!order) return bare;
  return bare.map((cell) => {
    const [, a = "", b = "", year = ""] = SLASHED.exec(cell) ?? [];
    if (!year) return cell;
    const [month, day] = order === "day" ? [b, a] : [a, b];
    return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  });
}
