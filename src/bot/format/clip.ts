/** Cuts an API string that has no length limit of its own, so a message stays under Telegram's. */
export function clip(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

/** How long Telegram counts an HTML caption: the text without tags, entities as one character. */
export function visibleLength(html: string): number {
  return html.replace(/<[^>]*>/g, "").replace(/&(?:amp|lt|gt|quot|#\d+);/g, "x").length;
}
