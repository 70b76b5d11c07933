/** Cuts an API string that has no length limit of its own, so a message stays under Telegram's. */
export function clip(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}
