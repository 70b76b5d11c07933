/**
 * Posting into a publisher's channel: each coupon claimed with a once-mark first (posted once per
 * channel, ever, whichever instance or button gets there first), paced per channel (Telegram
 * allows about 20 messages a minute in a group or channel: a burst of new coupons goes out
 * evenly spread), logged for the list of recent posts and for the edit when a coupon expires.
 * When Telegram says the bot may no longer post there, the channel's autopost pauses and the
 * publisher is told, once.
 */
import { type Api, InlineKeyboard } from "grammy";
import type { Logger } from "../../../logger.js";
import type { Coupon, PublisherClient } from "../../../publisher-api/index.js";
import { parseApiDate } from "../../../publisher-api/index.js";
import type { OnceHold, Storage } from "../../../storage/index.js";
import { tagged } from "../../accounts/label.js";
import { recipientOf } from "../../accounts/recipient.js";
import { channelPost } from "../../catalog/coupon-post.js";
import { liveCouponStatuses } from "../../catalog/references-cache.js";
import { escapeHtml } from "../../format/html.js";
import type { Outbox } from "../../outbox/outbox.js";
import type { Speeches } from "../../speech/speech.js";
import { dealKeyboard, openCardKeyboard } from "./keyboards.js";
import {
  type ChannelSetup,
  changeChannel,
  notePosted,
  notePostsExpired,
  POSTED_MARK_TTL_MS,
  type PostedEntry,
  postedIn,
  postedMark,
  readAutopost,
} from "./store.js";

export interface PostingDeps {
  /** the bot's outbox: posts paced per channel and bot-wide, a channel that is gone one outcome */
  outbox: Outbox;
  storage: Storage;
  /** how the app speaks: a channel's posts in its language */
  speeches: Speeches;
  logger: Logger;
  /** posts a minute per channel */
  perMinute: number;
  /** the bot's clock: when a post is logged */
  now: () => Date;
}

const label = (coupon: Coupon) =>
  `${coupon.offer_name.trim() || `#${coupon.offer_id}`} — ${coupon.name.trim() || coupon.discount}`.slice(
    0,
    90,
  );

const preview = { is_disabled: true } as const;

export interface PostOutcome {
  posted: number;
  lostRights: boolean;
  /** The first coupon whose post failed for a reason that may pass: the watermark stays below it. */
  unsentFrom?: number;
}

/**
 * Posts each coupon not posted there before (at most `max`), paced; stops when the bot lost its
 * rights.
 */
export async function postCoupons(
  deps: PostingDeps,
  userId: number,
  setup: ChannelSetup,
  coupons: readonly Coupon[],
  max = Number.POSITIVE_INFINITY,
): Promise<PostOutcome> {
  const speech = deps.speeches.in(setup.language);
  let posted = 0;
  for (const coupon of coupons) {
    if (posted >= max) break;
    const owed = setup.retry?.includes(coupon.id) === true;
    const post = channelPost(speech, coupon, setup.subaccount);
    const send = (api: Api) =>
      api.sendMessage(setup.chatId, post.text, {
        reply_markup: dealKeyboard(speech.t, post.link),
        link_preview_options: preview,
      });
    const options = { perChatPerMinute: deps.perMinute, keepMs: POSTED_MARK_TTL_MS };
    let messageId: number;
    try {
      // An owed coupon was claimed when the chat refused it: it is sent without a new claim.
      const delivery = owed
        ? await deps.outbox.deliver(setup.chatId, send, options)
        : await deps.outbox.deliverOnce(
            postedMark(setup.chatId, coupon.id),
            setup.chatId,
            send,
            options,
          );
      if ("already" in delivery) continue;
      if ("busy" in delivery) return { posted, lostRights: false, unsentFrom: coupon.id };
      if (!delivery.sent) {
        // Refused by the chat: owed to it when it is resumed.
        await changeChannel(deps.storage, userId, setup.chatId, (c) => ({
          ...c,
          retry: [...new Set([...(c.retry ?? []), coupon.id])],
        }));
        await pauseForRights(deps, userId, setup.chatId);
        return { posted, lostRights: true };
      }
      messageId = delivery.value.message_id;
    } catch (error) {
      // Not posted, and not marked: the check stops here and the next one starts from it.
      deps.logger.warn(
        { err: error, chatId: setup.chatId, couponId: coupon.id },
        "autopost failed; retried next check",
      );
      return { posted, lostRights: false, unsentFrom: coupon.id };
    }
    posted++;
    if (owed) {
      await changeChannel(deps.storage, userId, setup.chatId, (c) => ({
        ...c,
        retry: (c.retry ?? []).filter((id) => id !== coupon.id),
      }));
    }
    const until = parseApiDate(coupon.active_to)?.getTime();
    await notePosted(deps.storage, userId, setup.chatId, {
      couponId: coupon.id,
      messageId,
      at: deps.now().getTime(),
      label: label(coupon),
      text: post.text,
      ...(post.link ? { link: post.link } : {}),
      ...(until ? { until } : {}),
    });
  }
  return { posted, lostRights: false };
}

/** At most this many coupons in one daily post (one button each). */
export const DAILY_MAX = 10;

/** The day's coupons as one post, a button for each (nothing is sent when none is left). */
export async function postDaily(
  deps: PostingDeps,
  userId: number,
  setup: ChannelSetup,
  candidates: readonly Coupon[],
): Promise<PostOutcome> {
  const speech = deps.speeches.in(setup.language);
  const coupons: Coupon[] = [];
  const holds: OnceHold[] = [];
  for (const coupon of candidates) {
    if (coupons.length >= DAILY_MAX) break;
    const hold = await deps.storage.once.take(
      postedMark(setup.chatId, coupon.id),
      deps.outbox.sendingMs,
    );
    if (hold === "done") continue;
    if (hold === "sending") {
      // Being posted elsewhere, or its sender died mid-send: the day's post waits for it.
      await Promise.all(holds.map((h) => h.release()));
      throw new Error("a coupon of the daily post is being posted elsewhere");
    }
    holds.push(hold);
    coupons.push(coupon);
  }
  if (coupons.length === 0) return { posted: 0, lostRights: false };
  const keyboard = new InlineKeyboard();
  const blocks = coupons.map((coupon, i) => {
    const post = channelPost(speech, coupon, setup.subaccount);
    if (post.link) keyboard.url(`${i + 1}. ${label(coupon).slice(0, 40)}`, post.link).row();
    return `${i + 1}. ${post.text}`;
  });
  const text = [`<b>${escapeHtml(speech.t("autopost-daily-title"))}</b>`, ...blocks].join("\n\n");
  // A failure that may pass lets the marks go (and throws): the day's post is retried whole.
  const delivery = await deps.outbox.deliverHeld(
    holds,
    setup.chatId,
    (api) =>
      api.sendMessage(setup.chatId, text, {
        reply_markup: keyboard,
        link_preview_options: preview,
      }),
    { perChatPerMinute: deps.perMinute, keepMs: POSTED_MARK_TTL_MS },
  );
  if (!delivery.sent) {
    await pauseForRights(deps, userId, setup.chatId);
    return { posted: 0, lostRights: true };
  }
  for (const coupon of coupons) {
    // Logged for the list; a digest post is not edited when one of its coupons expires.
    await notePosted(deps.storage, userId, setup.chatId, {
      couponId: coupon.id,
      messageId: delivery.value.message_id,
      at: deps.now().getTime(),
      label: label(coupon),
      text: "",
      expired: true,
    });
  }
  return { posted: coupons.length, lostRights: false };
}

/**
 * Which of these posted coupons ended: the API no longer lists them as usable (expired early,
 * withdrawn) or their last day passed.
 */
async function endedOf(
  storage: Storage,
  client: PublisherClient,
  entries: readonly PostedEntry[],
  now: Date,
): Promise<Set<number>> {
  const ids = entries.map((e) => e.couponId);
  const status = await liveCouponStatuses(storage, client);
  const page = await client.catalog.coupons({ ids, status, limit: ids.length });
  const live = new Map(page.items.map((c) => [c.id, c]));
  const ended = new Set<number>();
  for (const entry of entries) {
    const coupon = live.get(entry.couponId);
    const end = coupon ? parseApiDate(coupon.active_to)?.getTime() : undefined;
    // Without a status directory the API lists expired ones too: then the dates decide.
    const gone = status ? !coupon : false;
    if (gone || (end ?? entry.until ?? Infinity) <= now.getTime()) ended.add(entry.couponId);
  }
  return ended;
}

/** Edits the posts whose coupons ended since: "expired", the button kept (the shop is still there). */
export async function markExpiredPosts(
  deps: PostingDeps,
  client: PublisherClient,
  userId: number,
  setup: ChannelSetup,
  now: Date,
): Promise<void> {
  if (!setup.markExpired) return;
  const open = (await postedIn(deps.storage, userId, setup.chatId)).filter(
    (e) => !e.expired && e.text,
  );
  if (open.length === 0) return;
  const ended = await endedOf(deps.storage, client, open, now);
  if (ended.size === 0) return;
  const speech = deps.speeches.in(setup.language);
  const done: number[] = [];
  for (const entry of open.filter((e) => ended.has(e.couponId))) {
    const mark = `autopost-expired:${setup.chatId}:${entry.couponId}`;
    if (!(await deps.storage.once.claim(mark, POSTED_MARK_TTL_MS))) {
      done.push(entry.couponId);
      continue;
    }
    try {
      const delivery = await deps.outbox.deliver(
        setup.chatId,
        (api) =>
          api.editMessageText(
            setup.chatId,
            entry.messageId,
            `${entry.text}\n\n${speech.t("autopost-post-expired")}`,
            { reply_markup: dealKeyboard(speech.t, entry.link), link_preview_options: preview },
          ),
        { perChatPerMinute: deps.perMinute },
      );
      if (!delivery.sent) {
        await pauseForRights(deps, userId, setup.chatId);
        break;
      }
    } catch (error) {
      // Deleted by an admin, or too old to edit: nothing more to do for it.
      deps.logger.info({ err: error, chatId: setup.chatId }, "expired post not edited");
    }
    done.push(entry.couponId);
  }
  await notePostsExpired(deps.storage, userId, setup.chatId, done);
}

/**
 * The bot may no longer post in the chat: its autopost pauses and the publisher hears it once
 * (a second update, or a failed send after the notice, finds it paused already).
 */
export async function pauseForRights(
  deps: Omit<PostingDeps, "perMinute" | "now">,
  userId: number,
  chatId: number,
): Promise<void> {
  let newly = false;
  const setup = await changeChannel(deps.storage, userId, chatId, (c) => {
    newly = c.paused !== "rights";
    return { ...c, paused: "rights" };
  });
  if (!setup || !newly) return;
  const record = await readAutopost(deps.storage, userId);
  const to = await recipientOf(deps, userId, record?.language);
  if (!to) return;
  const { t } = to.speech;
  const right = setup.kind === "channel" ? t("autopost-right-post") : t("autopost-right-admin");
  try {
    await deps.outbox.deliver(to.chatId, (api) =>
      api.sendMessage(
        to.chatId,
        tagged(to.tag, t("autopost-lost-rights", { title: escapeHtml(setup.title), right })),
        {
          reply_markup: openCardKeyboard(t, chatId),
        },
      ),
    );
  } catch (error) {
    deps.logger.info({ err: error, userId }, "could not tell the publisher autopost paused");
  }
}
