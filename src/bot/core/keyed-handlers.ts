/**
 * The handlers of commands and buttons by key, recorded as features register them
 * (`privateCommand`, `onButton`): the dispatcher (routes.ts) calls the one handler of a command
 * or of a button's kind straight, instead of passing the update down its feature's composer,
 * where grammY tests each handler's filter in turn (and builds a composer for each test).
 */
import type { Composer } from "grammy";
import type { HandlerContext } from "./context.js";

export type KeyedHandler = (ctx: HandlerContext) => Promise<unknown>;

export interface Registration {
  /** the composer it was registered on: a feature's own, or an inner one */
  composer: Composer<HandlerContext>;
  handler: KeyedHandler;
}

export type KeyedTable = ReadonlyMap<string, readonly Registration[]>;

const commands = new Map<string, Registration[]>();
const buttons = new Map<string, Registration[]>();

function record(table: Map<string, Registration[]>, key: string, registration: Registration) {
  const list = table.get(key) ?? [];
  list.push(registration);
  table.set(key, list);
}

/** A private chat's command, as `privateCommand` registers it. */
export function keyCommand(
  composer: Composer<HandlerContext>,
  command: string,
  handler: KeyedHandler,
): void {
  record(commands, command, { composer, handler });
}

/** A button's kind (its prefix), as `onButton` registers it. */
export function keyButton(
  composer: Composer<HandlerContext>,
  prefix: string,
  handler: KeyedHandler,
): void {
  record(buttons, prefix, { composer, handler });
}

export const keyedCommands = (): KeyedTable => commands;
export const keyedButtons = (): KeyedTable => buttons;
