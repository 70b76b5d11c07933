import {
  AuthRejected,
  BadRequest,
  ClaimNotEditable,
  type LostOrder,
  NetworkFailed,
  NotFound,
  PublisherApiError,
  type PublisherApiErrorKind,
  type PublisherClient,
  ReportNotReady,
  ServerFailed,
  TimedOut,
  UnexpectedAnswer,
  WrongState,
} from "../../publisher-api/index.js";
import type { HandlerContext } from "../core/context.js";
import { connection, tellNotConnected } from "../core/publisher.js";
import type { WizardConversation } from "./answers.js";

/** A thrown error as the wizard's storage keeps it: plain data. */
interface StoredError {
  kind: PublisherApiErrorKind | "other";
  message: string;
  status?: number;
  apiError?: string;
  fields?: Record<string, string>;
  /** a ClaimNotEditable's claim as it is now */
  claim?: LostOrder;
  contentType?: string;
  head?: string;
}

function storeError(error: unknown): StoredError {
  if (!(error instanceof PublisherApiError)) {
    return { kind: "other", message: error instanceof Error ? error.message : String(error) };
  }
  return {
    kind: error.kind,
    message: error.message,
    ...(error.status !== undefined && { status: error.status }),
    ...(error.apiError !== undefined && { apiError: error.apiError }),
    ...(error instanceof BadRequest && error.fields && { fields: { ...error.fields } }),
    ...(error instanceof ClaimNotEditable && { claim: error.claim }),
    ...(error instanceof UnexpectedAnswer && { contentType: error.contentType, head: error.head }),
  };
}

function loadError(value: unknown): Error {
  const stored = value as StoredError;
  const details = { status: stored.status, apiError: stored.apiError };
  switch (stored.kind) {
    case "bad_request":
      return new BadRequest(stored.message, { ...details, fields: stored.fields });
    case "auth_rejected":
      return new AuthRejected(stored.message, details);
    case "not_found":
      return new NotFound(stored.message, details);
    case "wrong_state":
      return stored.claim
        ? new ClaimNotEditable(stored.claim, new WrongState(stored.message, details))
        : new WrongState(stored.message, details);
    case "timed_out":
      return new TimedOut(stored.message, details);
    case "report_not_ready":
      return new ReportNotReady(stored.message, { ...details, elapsedMs: 0 });
    case "network_failed":
      return new NetworkFailed(stored.message, details);
    case "server_failed":
      return new ServerFailed(stored.message, details);
    case "unexpected_answer":
      return new UnexpectedAnswer(stored.message, {
        ...details,
        contentType: stored.contentType,
        head: stored.head,
      });
    default:
      return new Error(stored.message);
  }
}

/**
 * `conversation.external` for publisher API calls: the replay engine stores a thrown error as plain
 * data (and a restart reads it back from JSON), which would lose its class; this keeps the typed
 * error, so the wizard can tell a refusal from an outage and the error boundary answers as usual.
 */
export function apiExternal<T>(
  conversation: WizardConversation,
  task: (ctx: HandlerContext) => Promise<T>,
): Promise<T> {
  return conversation.external({ task, beforeStoreError: storeError, afterLoadError: loadError });
}

/** What `publisherExternal`'s task stores: its value, or that the credentials were gone. */
type Outcome<T> = { value: T } | { gone: true };

/**
 * A wizard's way to the publisher API: `task` runs inside `apiExternal` with the client of
 * `accountId` (the account the wizard was opened for). When its credentials are gone (the
 * publisher disconnected it meanwhile), the publisher is told how to connect and the wizard ends
 * here: `conversation.halt` never returns, so no wizard has a "no client" branch of its own.
 */
export async function publisherExternal<T>(
  conversation: WizardConversation,
  accountId: number,
  task: (client: PublisherClient, ctx: HandlerContext) => Promise<T>,
): Promise<T> {
  const outcome = await apiExternal<Outcome<T>>(conversation, async (ctx) => {
    const connected = await connection(ctx.deps, accountId);
    if (!connected) {
      await tellNotConnected(ctx);
      return { gone: true };
    }
    return { value: await task(connected.client, ctx) };
  });
  if ("gone" in outcome) return conversation.halt();
  return outcome.value;
}
