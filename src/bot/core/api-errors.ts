import {
  AuthRejected,
  BadRequest,
  NotFound,
  PublisherApiError,
  ReportNotReady,
  TimedOut,
  UnexpectedAnswer,
  WrongState,
} from "../../publisher-api/index.js";
import { escapeHtml } from "../format/html.js";
import type { BotContext } from "./context.js";

/** What the publisher can do about an API failure, in their language; undefined if not an API error. */
export function apiErrorText(ctx: BotContext, error: unknown): string | undefined {
  if (!(error instanceof PublisherApiError)) return undefined;
  // `apiError` is the API's own words; `message` names the endpoint and is meant for logs.
  const reason = escapeHtml(error.apiError ?? "");
  if (error instanceof AuthRejected) return ctx.t("api-auth-rejected");
  if (error instanceof BadRequest) return ctx.t("api-bad-request", { reason });
  if (error instanceof NotFound) return ctx.t("api-not-found");
  if (error instanceof WrongState) return ctx.t("api-wrong-state", { reason });
  if (error instanceof TimedOut) return ctx.t("api-timed-out");
  if (error instanceof ReportNotReady) return ctx.t("api-report-not-ready");
  if (error instanceof UnexpectedAnswer) return ctx.t("api-unreadable");
  return ctx.t("api-unavailable");
}
