/** A /stats report read with its progress shown (core/report-progress.ts); given up: the periods again. */
import type { BotContext } from "../../core/context.js";
import { withReportProgress as withProgress } from "../../core/report-progress.js";
import type { ReportReadWatch } from "../../reports/report.js";
import { periodKeyboard } from "./keyboards.js";

export function withReportProgress<T>(
  ctx: BotContext,
  label: string,
  read: (watch: ReportReadWatch) => Promise<T>,
): Promise<T | undefined> {
  return withProgress(ctx, label, read, periodKeyboard(ctx));
}
