/**
 * A digest as messages: the 7-day chart with the text as its caption when it fits (1024
 * characters), else the chart and the text beside it; the text alone, saying so, when the week
 * has nothing to draw. Shared by the scheduled job and the
 * "send me one now" button; `beforeNext` lets the job pace every message after the first.
 */
import { type Api, type InlineKeyboard, InputFile } from "grammy";
import type { Config } from "../../../config.js";
import { visibleLength } from "../../format/clip.js";
import { periodText } from "../../format/dates.js";
import { splitMessage } from "../../format/html.js";
import { dayBuckets } from "../../reports/buckets.js";
import { CAPTION_LIMIT, type Charts } from "../../reports/chart.js";
import type { Speech } from "../../speech/speech.js";
import type { DigestData } from "./gather.js";
import { digestMessageKeyboard } from "./keyboards.js";
import { digestText } from "./text.js";

export interface DigestMessage {
  text: string;
  /** none when the week has not a click nor a cent to draw */
  chart?: Buffer;
  /** none in a team group: the digest's buttons are its owner's */
  keyboard?: InlineKeyboard;
}

/**
 * `now` is when it is made (the tick's instant, or the button's); `account` the number of the
 * account it is about, which its day in detail opens for.
 */
export async function composeDigest(
  data: DigestData,
  speech: Speech,
  now: Date,
  charts: Charts,
  config: Pick<Config, "publicUrl">,
  account: number,
): Promise<DigestMessage> {
  const text = digestText(data, speech, now);
  const keyboard = digestMessageKeyboard(speech, config, data.day, now, account);
  const first = data.week[0]?.day;
  const last = data.week.at(-1)?.day;
  const period = first && last ? { from: first, to: last } : undefined;
  const buckets = dayBuckets(data.week, "day");
  const chart = period
    ? await charts.of({ kind: "day", period, buckets }, speech, data.balance?.currency ?? "")
    : undefined;
  if (chart) return { text, chart, keyboard };
  const nothing = period
    ? speech.t("chart-nothing", { period: periodText(period, speech.lang, now) })
    : "";
  return { text: nothing ? `${text}\n\n${nothing}` : text, keyboard };
}

export async function sendDigest(
  api: Api,
  chatId: number,
  message: DigestMessage,
  beforeNext: () => Promise<void> = async () => undefined,
): Promise<void> {
  if (!message.chart) {
    const parts = splitMessage([message.text]);
    for (const [i, part] of parts.entries()) {
      if (i > 0) await beforeNext();
      const last = i === parts.length - 1;
      await api.sendMessage(chatId, part, last ? { reply_markup: message.keyboard } : {});
    }
    return;
  }
  const photo = new InputFile(message.chart, "digest.png");
  if (visibleLength(message.text) <= CAPTION_LIMIT) {
    await api.sendPhoto(chatId, photo, { caption: message.text, reply_markup: message.keyboard });
    return;
  }
  await api.sendPhoto(chatId, photo);
  const parts = splitMessage([message.text]);
  for (const [i, part] of parts.entries()) {
    await beforeNext();
    const last = i === parts.length - 1;
    await api.sendMessage(chatId, part, last ? { reply_markup: message.keyboard } : {});
  }
}
