/** What the server answers (features/dashboard/*-answers.ts), as the page reads it. */
export interface Session {
  lang: string;
  locale: string;
  today: string;
  presets: string[];
  breakdowns: string[];
  texts: Record<string, string>;
  accounts: unknown[];
}

export interface Figure {
  value: string;
  change: string;
}

export interface ChartPoint {
  label: string;
  clicks: number;
  commission: number;
  clicksText: string;
  commissionText: string;
  partial: boolean;
}

/** An axis's top value and its numbers from zero up, evenly spaced, as the publisher writes them. */
export interface ChartAxis {
  top: number;
  ticks: string[];
}

export interface SummaryAnswer {
  period: { from: string; to: string };
  title: string;
  notBegun?: string;
  compared?: string;
  networkDay?: string[];
  figures?: Record<string, Figure>;
  earned?: string;
  chart?: {
    kind: string;
    points: ChartPoint[];
    axes?: { clicks: ChartAxis; commission: ChartAxis };
  };
}

export interface Cell {
  v: number;
  t: string;
}

export interface RowsAnswer {
  kind: string;
  rows: { order: number; name: string; cells: Record<string, Cell> }[];
}

export interface ClaimLine {
  id: string;
  offer: string;
  order: string;
  amount: string;
  orderDate: string;
  status: { code: string; text: string };
  updated: string;
}

export interface ClaimsAnswer {
  statuses: { code: string; text: string }[];
  claims: ClaimLine[];
}

export interface ClaimAnswer extends ClaimLine {
  comment: string;
  answer: string;
  history: { when: string; what: string }[];
}

export interface MoneyAnswer {
  available: string;
  lines: { label: string; value: string }[];
  holdDays: string;
  schedule: string;
  payouts?: { amount: string; when: string; state: string }[];
  charges?: { amount: string; when: string; what: string }[];
}

/** A line of the report card: its pieces of text, bold where the caption writes them in bold. */
export type Piece = [text: string, bold: boolean];

export interface CardAnswer {
  period: { from: string; to: string };
  title: string;
  notBegun?: string;
  /** a period without traffic: the short card's lines */
  quiet?: Piece[][];
  compared?: string;
  headline?: Piece[][];
  offersTitle?: string;
  offers?: Piece[][];
  movers?: Piece[][];
  money?: Piece[][];
  chart?: { points: ChartPoint[]; axes?: { clicks: ChartAxis; commission: ChartAxis } };
}
