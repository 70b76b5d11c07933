/**
 * What the network does on request in the demo (`!name args` in the terminal chat): it moves a
 * claim, reports a conversion, pauses an offer, changes what an offer pays or how it converts,
 * adds an offer, makes and pays a payout, stops one campaign's clicks or conversions. The bot's
 * jobs that notice (the claim watch, the money watch) run at once, so their messages show up
 * without waiting for their schedules.
 *
 * The watch checks an account once an hour and tells a change at the check after it, so a command
 * /watch notices moves the watch's clock, and the network's with it (demo.ts), an hour ahead of the
 * machine's: the network stamps what it does then (a payout made, a payment) by its own clock.
 * That move is said, with how far ahead the network now is, so a time that reads later than the
 * publisher's clock is explained where it arose. A claim moved or a conversion reported needs no
 * watch check and moves nothing.
 */
import type { Job } from "../jobs/scheduler.js";
import type { ClaimStatus, Sandbox } from "../sandbox/index.js";
import type { NetworkCommand } from "./terminal-chat.js";

type DemoSandbox = Pick<Sandbox, "control" | "publishers">;

/** An hour on, as the watch sees it: its checks are hourly. */
const HOUR_MS = 60 * 60_000;

/**
 * The watch's clock in the demo: each command moves it an hour on. A kept run (DEMO_KEEP=1) goes
 * on from the last run's, which the watch's stored checks are already at.
 */
export interface WatchClock {
  ms: number;
}

/**
 * `now` is the bot's and the sandbox's clock (the machine's in the demo, the suite's in tests);
 * the watch's clock starts there unless a kept run gives its own.
 */
export function networkCommands(
  sandbox: DemoSandbox,
  jobs: readonly Job[],
  now: () => Date = () => new Date(),
  watchClock: WatchClock = { ms: now().getTime() },
): NetworkCommand[] {
  const run = (name: string, at = now()) => jobs.find((job) => job.name === name)?.run(at);
  const { control } = sandbox;
  const publisher = sandbox.publishers[0]?.id ?? 0;
  /** The watch's clock, never behind the machine's: a clock caught up with moves on from there. */
  const watchTime = () => {
    watchClock.ms = Math.max(watchClock.ms, now().getTime());
    return watchClock.ms;
  };
  /**
   * The watch checks now and "an hour later", so a change made between shows up; resolves to the
   * line that says the clock moved, by how much, and where it stands against the machine's.
   */
  const watchNow = async (change: () => unknown): Promise<string> => {
    await run("watch", new Date(watchTime()));
    change();
    watchClock.ms += HOUR_MS;
    await run("watch", new Date(watchClock.ms));
    return clockMoved(HOUR_MS, new Date(watchClock.ms), now());
  };
  /** What a command says: its own line, then the clock's when it moved. */
  const told = (said: string, moved: string) => `${said}\n${moved}`;
  const number = (text: string | undefined, what: string) => {
    const value = Number(text);
    if (!text || !Number.isFinite(value)) throw new Error(`${what} must be a number`);
    return value;
  };
  return [
    {
      name: "claim",
      args: "ID STATUS",
      help: "the network moves a claim (new, processing, accepted, rejected); the bot pushes it.",
      async run([claimId, status]) {
        if (!claimId || !status) throw new Error("a claim id and a status are needed");
        // A publisher connected moments ago has no snapshot yet: the first run records it.
        await run("claim-watch");
        const owner = sandbox.publishers.find((p) => {
          try {
            control.setClaimStatus(p.id, claimId, status as ClaimStatus);
            return true;
          } catch {
            return false;
          }
        });
        if (!owner) return `(no publisher has claim #${claimId}, or "${status}" is not a status)`;
        await run("claim-watch");
        return `(the network moved claim #${claimId} of ${owner.firstName} to "${status}")`;
      },
    },
    {
      name: "conversion",
      args: "[OFFER]",
      help: "the network reports a conversion (of an offer you run, or this one) to your postbacks; /alerts tells you.",
      async run([offer]) {
        // An offer left out is picked among the publisher's (an override of undefined would win).
        const which = offer === undefined ? {} : { offerId: number(offer, "the offer id") };
        const fired = control.fireConversion(publisher, { ...which, repeats: 0 });
        const answered = (await fired.done).length;
        const { offerName, payout, currency } = fired.conversion;
        if (answered === 0)
          return `(a conversion of «${offerName}»: no postback of yours takes it; switch /alerts on)`;
        return `(a conversion of «${offerName}», ${payout} ${currency}, reported to ${answered} postback(s) of yours)`;
      },
    },
    {
      name: "pause",
      args: "OFFER",
      help: "the network pauses one of your offers; /watch tells you.",
      async run([offer]) {
        const id = number(offer, "the offer id");
        const moved = await watchNow(() => control.pauseOffer(publisher, id));
        return told(`(the network paused offer #${id} for you)`, moved);
      },
    },
    {
      name: "nolinks",
      args: "OFFER",
      help: "every tracking link of yours for an offer is gone; /watch tells you.",
      async run([offer]) {
        const id = number(offer, "the offer id");
        const moved = await watchNow(() => control.removeLinks(publisher, id));
        return told(`(the network took away your links for offer #${id})`, moved);
      },
    },
    {
      name: "pay",
      args: "OFFER sale|lead VALUE",
      help: "the network changes what an offer pays (12%, 4.15); /watch tells you.",
      async run([offer, kind, value]) {
        const id = number(offer, "the offer id");
        if ((kind !== "sale" && kind !== "lead") || !value)
          throw new Error("sale or lead, then a value");
        const moved = await watchNow(() =>
          control.setOfferPayout(id, kind === "sale" ? { cpa: value } : { cpl: value }),
        );
        return told(`(offer #${id} now pays ${kind} ${value})`, moved);
      },
    },
    {
      name: "rates",
      args: "OFFER CONVERSIONS [PAY]",
      help: "an offer converts CONVERSIONS times as often (0.5, 2) and pays PAY times as much per conversion, over its last 30 days; your /watch limits on it tell you.",
      async run([offer, conversions, pay = "1"]) {
        const id = number(offer, "the offer id");
        const factors = {
          conversions: number(conversions, "the conversions factor"),
          pay: number(pay, "the pay factor"),
        };
        // From 30 days back, so a limit over any window sees the move at once.
        const from = new Date(now().getTime() - 30 * 24 * HOUR_MS);
        const moved = await watchNow(() => control.moveOfferRates(id, factors, from));
        return told(
          `(offer #${id} now converts ${factors.conversions}x as often and pays ${factors.pay}x per conversion)`,
          moved,
        );
      },
    },
    {
      name: "newoffer",
      args: "OFFER",
      help: "the network adds a new offer like this one (its category and regions); /watch tells you.",
      async run([offer]) {
        const like = number(offer, "the offer id");
        let added = { id: 0, name: "" };
        const moved = await watchNow(() => {
          added = control.addOffer({ like, epc: "0.35" });
        });
        return told(`(the network added offer #${added.id} «${added.name}», like #${like})`, moved);
      },
    },
    {
      name: "payout",
      args: "AMOUNT",
      help: "the network makes you a payout (and !paid ID pays it); /watch tells you.",
      async run([amount]) {
        let id = 0;
        const moved = await watchNow(() => {
          id = control.addPayout(publisher, number(amount, "the amount"));
        });
        return told(`(payout #${id} made; !paid ${id} pays it)`, moved);
      },
    },
    {
      name: "campaign",
      args: "NAME [clicks|conversions|back]",
      help: "a campaign (subaccount NAME, such as promo_x) with steady traffic loses its clicks or conversions, or gets them back; /watch tells you.",
      async run([name, what = "clicks"]) {
        if (!name) throw new Error("a campaign (subaccount) name is needed, such as promo_x");
        if (what !== "clicks" && what !== "conversions" && what !== "back")
          throw new Error("clicks, conversions or back");
        // The generated traffic comes in bursts, which the watch does not judge a campaign by:
        // this one gets 40 clicks and 2 conversions every hour of the nine days before.
        control.steadyTraffic(publisher, {
          subaccount: name,
          clicksPerHour: 40,
          conversionsPerHour: 2,
          from: new Date(watchTime() - 9 * 24 * HOUR_MS),
        });
        // Stopped two hours before the watch's clock: its next check, an hour on, sees the three
        // quiet hours its rule waits for.
        const from = new Date(watchClock.ms - 2 * HOUR_MS);
        const moved = await watchNow(() =>
          control.stopTraffic(publisher, what === "back" ? undefined : what, from, {
            subaccount: name,
          }),
        );
        if (what === "back") return told(`(campaign «${name}» has its traffic back)`, moved);
        const since = from.toISOString().slice(11, 13);
        return told(
          `(campaign «${name}», 40 clicks an hour, has had no ${what} since ${since}:00 UTC; !campaign ${name} back undoes it)`,
          moved,
        );
      },
    },
    {
      name: "paid",
      args: "PAYOUT",
      help: "the network pays a payout made with !payout.",
      async run([payout]) {
        const id = number(payout, "the payout id");
        const moved = await watchNow(() => control.payPayout(publisher, id));
        return told(`(payout #${id} paid)`, moved);
      },
    },
  ];
}

/** "1 hour", "2 hours 5 minutes", "40 minutes": a span on the clock, to the minute. */
export function spanText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? `${hours} hour${hours === 1 ? "" : "s"}` : "",
    rest > 0 || hours === 0 ? `${rest} minute${rest === 1 ? "" : "s"}` : "",
  ];
  return parts.filter(Boolean).join(" ");
}

/**
 * The line a command that moved the clock prints: by how much and why, what the network's clock
 * reads now, and how far ahead of the machine's (`mine`) it is in all.
 */
export function clockMoved(moved: number, network: Date, mine: Date): string {
  const at = (d: Date) => `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)} UTC`;
  const ahead = spanText(network.getTime() - mine.getTime());
  return `🕐 The network's clock moved ${spanText(moved)} ahead (the watch checks an account once an hour, so it could check again and see the change): it reads ${at(network)}, ${ahead} ahead of yours (${at(mine)}); times it stamps from now on read that much later.`;
}
