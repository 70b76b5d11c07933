/** Amounts read back from what the bot and the dashboard show, to add them up. */

/** An amount as any of the languages writes it ("$1,234.56", "1 234,56 €", "-€5.00") in cents. */
export function centsOf(text: string): number {
  const bare = text.replace(/[^\d,.\-−]/g, "");
  const negative = /^[-−]/.test(bare);
  const digits = bare.replace(/[-−]/g, "");
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, decimal.index) : digits).replace(/[.,]/g, "");
  const cents = Number(whole) * 100 + (decimal ? Number((decimal[1] ?? "").padEnd(2, "0")) : 0);
  if (!Number.isFinite(cents) || whole === "") throw new Error(`no amount in "${text}"`);
  return negative ? -cents : cents;
}
