// /__sandbox/: the test controls over HTTP, for the demo or another process.
import type { SandboxControl } from "../control.js";
import type { ClaimStatus } from "../data/records.js";
import type { ParsedBody } from "../lib/xml-body.js";
import { SANDBOX_PUBLISHERS } from "../publishers.js";
import type { FailMode, SandboxState } from "../state.js";
import { type JsonResponse, json } from "./json-types.js";
import { claimView } from "./lost-orders.js";

function object(body: ParsedBody): Record<string, unknown> {
  if (body.kind === "empty") return {};
  if (
    body.kind === "json" &&
    typeof body.value === "object" &&
    body.value !== null &&
    !Array.isArray(body.value)
  ) {
    return body.value as Record<string, unknown>;
  }
  throw new Error("expected a JSON object body");
}

const GOAL_FIELDS = ["title", "cpl", "cplMax", "cps", "cpsMax"] as const;

/** The named string fields of a body, those present only. */
function strings<K extends string>(b: Record<string, unknown>, names: readonly K[]) {
  const out: Partial<Record<K, string>> = {};
  for (const name of names) if (typeof b[name] === "string") out[name] = b[name] as string;
  return out;
}

export function handleControl(
  control: SandboxControl,
  state: SandboxState,
  method: string,
  path: string,
  body: ParsedBody,
  baseUrl: string,
): JsonResponse {
  const action = path.replace(/^\/__sandbox\/?/, "").replace(/\/$/, "");
  try {
    const b = object(body);
    switch (`${method} ${action}`) {
      case "GET ":
      case "GET info":
        return json(200, {
          url: baseUrl,
          publishers: SANDBOX_PUBLISHERS.map(
            ({ id, firstName, apiKey, clientId, clientSecret }) => ({
              id,
              firstName,
              apiKey,
              clientId,
              clientSecret,
            }),
          ),
          config: { ...state.config, now: state.config.now().toISOString() },
          quirks: control.quirks,
        });
      case "GET calls":
        return json(200, { calls: control.calls });
      case "DELETE calls":
      case "POST clear-calls":
        control.clearCalls();
        return json(204);
      case "POST fail-next": {
        const mode = b.mode === "500" ? 500 : b.mode;
        control.failNext({
          mode: mode as FailMode,
          ...(b.count === undefined ? {} : { count: Number(b.count) }),
          ...(typeof b.path === "string" ? { path: b.path } : {}),
          ...(typeof b.method === "string" ? { method: b.method } : {}),
        });
        return json(204);
      }
      case "POST pause-offer":
        control.pauseOffer(b.publisher as number | string, Number(b.offerId));
        return json(204);
      case "POST resume-offer":
        control.resumeOffer(b.publisher as number | string, Number(b.offerId));
        return json(204);
      case "POST remove-links":
        control.removeLinks(b.publisher as number | string, Number(b.offerId));
        return json(204);
      case "POST add-offer": {
        const regions = Array.isArray(b.regions) ? b.regions.map(String) : undefined;
        const kind = b.kind === "sale" || b.kind === "lead" ? b.kind : undefined;
        const offer = control.addOffer({
          ...strings(b, ["name", "payout", "epc"]),
          ...(b.category === undefined ? {} : { category: Number(b.category) }),
          ...(b.like === undefined ? {} : { like: Number(b.like) }),
          ...(regions && { regions }),
          ...(kind && { kind }),
        });
        return json(200, { offer });
      }
      case "POST offer-payout":
        control.setOfferPayout(Number(b.offerId), strings(b, ["cpa", "cpl"]));
        return json(204);
      case "POST offer-rates": {
        control.moveOfferRates(
          Number(b.offerId),
          {
            ...(b.conversions !== undefined && { conversions: Number(b.conversions) }),
            ...(b.pay !== undefined && { pay: Number(b.pay) }),
          },
          typeof b.from === "string" ? new Date(b.from) : undefined,
        );
        return json(204);
      }
      case "POST goal":
        control.setGoal(Number(b.offerId), Number(b.goalId), strings(b, GOAL_FIELDS));
        return json(204);
      case "POST add-goal":
        return json(200, { id: control.addGoal(Number(b.offerId), strings(b, GOAL_FIELDS)) });
      case "POST remove-goal":
        control.removeGoal(Number(b.offerId), Number(b.goalId));
        return json(204);
      case "POST add-payout":
        return json(200, {
          id: control.addPayout(b.publisher as number | string, Number(b.value)),
        });
      case "POST stop-traffic": {
        const what = b.what === "clicks" || b.what === "conversions" ? b.what : undefined;
        const from = typeof b.from === "string" ? new Date(b.from) : undefined;
        // Only one offer's or one subaccount value's traffic (of level 1 to 5), when named.
        const only = {
          ...(b.offerId !== undefined && { offerId: Number(b.offerId) }),
          ...(typeof b.subaccount === "string" && { subaccount: b.subaccount }),
          ...(b.level !== undefined && { level: Number(b.level) }),
        };
        control.stopTraffic(b.publisher as number | string, what, from, only);
        return json(204);
      }
      case "POST steady-traffic": {
        const num = (v: unknown) => (v === undefined ? undefined : Number(v));
        control.steadyTraffic(b.publisher as number | string, {
          subaccount: String(b.subaccount ?? ""),
          clicksPerHour: Number(b.clicksPerHour),
          ...(b.level !== undefined && { level: num(b.level) }),
          ...(b.conversionsPerHour !== undefined && {
            conversionsPerHour: num(b.conversionsPerHour),
          }),
          ...(typeof b.from === "string" && { from: new Date(b.from) }),
          ...(b.offerId !== undefined && { offerId: num(b.offerId) }),
          ...(b.cents !== undefined && { cents: num(b.cents) }),
        });
        return json(204);
      }
      case "POST pay-payout":
        control.payPayout(b.publisher as number | string, Number(b.payoutId));
        return json(204);
      case "POST claim-status": {
        const claim = control.setClaimStatus(
          b.publisher as number | string,
          b.claimId as string | number,
          b.status as ClaimStatus | number,
          typeof b.managerComment === "string" ? b.managerComment : undefined,
        );
        return json(200, { lostOrder: claimView(claim) });
      }
      case "POST add-coupon": {
        const num = (v: unknown) => (v === undefined ? undefined : Number(v));
        const coupon = control.addCoupon({
          offerId: num(b.offerId),
          typeId: num(b.typeId),
          couponCategoryId: num(b.couponCategoryId),
          startsInMs: num(b.startsInMs),
          lifetimeMs: num(b.lifetimeMs),
          ...(typeof b.promoCode === "string" ? { promoCode: b.promoCode } : {}),
          ...(typeof b.name === "string" ? { name: b.name } : {}),
          ...(typeof b.discount === "string" ? { discount: b.discount } : {}),
        });
        return json(200, { coupon });
      }
      case "POST expire-coupon":
        control.expireCoupon(Number(b.id));
        return json(204);
      case "POST expire-tokens":
        control.expireTokens();
        return json(204);
      case "POST conversion": {
        const { publisher, ...options } = b;
        const fired = control.fireConversion(publisher as number | string, options);
        fired.done.catch(() => undefined);
        return json(202, { conversion: fired.conversion });
      }
      case "POST conversion-trickle":
        control.setConversionTrickle(Number(b.ms));
        return json(204);
      case "POST rate-limit":
        control.rateLimit({
          ...(b.ms === undefined ? {} : { ms: Number(b.ms) }),
          ...(b.count === undefined ? {} : { count: Number(b.count) }),
          ...(b.retryAfterSeconds === undefined
            ? {}
            : { retryAfterSeconds: Number(b.retryAfterSeconds) }),
          ...(typeof b.path === "string" ? { path: b.path } : {}),
          ...(typeof b.method === "string" ? { method: b.method } : {}),
        });
        return json(204);
      case "POST delay-next":
        control.delayNext({
          ms: Number(b.ms),
          ...(b.count === undefined ? {} : { count: Number(b.count) }),
          ...(b.skip === undefined ? {} : { skip: Number(b.skip) }),
          ...(b.when === "after" || b.when === "before" ? { when: b.when } : {}),
          ...(typeof b.path === "string" ? { path: b.path } : {}),
          ...(typeof b.method === "string" ? { method: b.method } : {}),
        });
        return json(204);
      case "POST change-password":
        control.changePassword(b.publisher as number | string);
        return json(204);
      case "POST delay":
        control.setDelay(Number(b.ms));
        return json(204);
      case "POST answer-delay":
        control.setAnswerDelay(Number(b.ms));
        return json(204);
      case "GET quirks":
        return json(200, { quirks: control.quirks });
      case "POST quirks":
        return json(200, { quirks: control.setQuirks(b) });
      case "DELETE quirks":
        control.resetQuirks();
        return json(204);
      default:
        return json(404, { error: `unknown control ${method} /__sandbox/${action}` });
    }
  } catch (e) {
    return json(400, { error: e instanceof Error ? e.message : String(e) });
  }
}
