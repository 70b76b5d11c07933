/**
 * A digest as messages: the 7-day chart with the text as its caption when it fits (1024
 * characters), else the chart and the text beside it. Shared by the scheduled job and the
 * "send me one now" button; `beforeNext` lets the job pace every message after the first.
 */
import { type Api, type InlineKeyboard, InputFile } from "grammy";
import { visibleLength } from "../../format/clip.js";
import { splitMessage } from "../../format/html.js";
import { CAPTION_LIMIT, type Charts } from "../../reports/chart.js";
import type { Speech } from "../../speech/speech.js";
import type { DigestData } from "./gather.js";
import { digestMessageKeyboard } from "./keyboards.js";
import { digestText } from "./text.js";

export interface DigestMessage {
  text: string;
  chart: Buffer;
  keyboard: InlineKeyboard;
}

export async function composeDigest(
  data: DigestData,
  speech: Speech,
  charts: Charts,
): Promise<DigestMessage> {
  return {
    text: digestText(data, speech),
    chart: await charts.ofDays(
      data.week,
      speech,
      speech.t("digest-chart-title"),
      data.balance?.currency ?? "",
    ),
    keyboard: digestMessageKeyboard(speech),
  };
}

export async function sendDigest(
  api: Api,
  chatId: number,
  message: DigestMessage,
  beforeNext: () => Promise<void> = async () => undefined,
): Promise<void> {
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
