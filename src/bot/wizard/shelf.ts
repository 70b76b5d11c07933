/**
 * A wizard set aside is kept, not lost: when another wizard opens while one waits (/digest's
 * time zone in the middle of /claim), the waiting one goes on the chat's shelf with its answers;
 * it gets no updates there (registry.ts) but its "↩️ Back to the wizard" (pause.ts), which takes
 * it down and sets aside whichever waits in its place. /cancel drops them all.
 */
import type { Storage } from "../../storage/index.js";
import type { HandlerContext } from "../core/context.js";
import { wizardKey } from "./storage.js";

/** The record of wizards set aside (kept per person in a private chat: it is their chat). */
export const SHELF_KIND = "wizard-shelf";

/** As long as a wizard's own state is kept (storage.ts). */
const SHELF_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const shelf = (storage: Storage) => storage.records<string[]>(SHELF_KIND);

type ChatContext = Pick<HandlerContext, "chatId" | "from" | "deps">;

/** The wizards set aside in this chat, oldest first. */
export async function shelvedWizards(ctx: ChatContext): Promise<string[]> {
  const key = wizardKey(ctx);
  return key === undefined ? [] : ((await shelf(ctx.deps.storage).get(key)) ?? []);
}

async function putShelf(ctx: ChatContext, names: readonly string[]): Promise<void> {
  const key = wizardKey(ctx);
  if (key === undefined) return;
  if (names.length === 0) await shelf(ctx.deps.storage).delete(key);
  else await shelf(ctx.deps.storage).set(key, [...new Set(names)], SHELF_TTL_MS);
}

/** Sets aside every wizard waiting in the chat (`except` one), keeping their answers. */
export async function setAside(ctx: HandlerContext, except?: string): Promise<void> {
  const waiting = Object.keys(ctx.conversation.active()).filter((name) => name !== except);
  const kept = await shelvedWizards(ctx);
  const shelved = [...kept.filter((name) => name !== except), ...waiting];
  if (shelved.join() !== kept.join()) await putShelf(ctx, shelved);
}

/** Takes `name` down from the shelf: it waits for answers again. */
export async function takeDown(ctx: ChatContext, name: string): Promise<void> {
  const kept = await shelvedWizards(ctx);
  if (kept.includes(name))
    await putShelf(
      ctx,
      kept.filter((other) => other !== name),
    );
}

/** Every wizard of the chat left (/cancel, /disconnect): the shelf goes with them. */
export async function clearShelf(ctx: ChatContext): Promise<void> {
  await putShelf(ctx, []);
}

/**
 * The wizard a "Back to the wizard" goes back to: the one waiting, else the last set aside;
 * undefined when none is open.
 */
export async function wizardToResume(ctx: HandlerContext): Promise<string | undefined> {
  const active = Object.keys(ctx.conversation.active());
  if (active.length === 0) return undefined;
  const shelved = await shelvedWizards(ctx);
  const waiting = active.filter((name) => !shelved.includes(name));
  return waiting[0] ?? shelved.filter((name) => active.includes(name)).at(-1);
}
