/** A banner's size as every screen writes it: "240 × 400", whatever the network wrote ("240x400"). */
export function sizeText(size: string): string {
  return size.trim().replace(/^(\d+)\s*[xх×*]\s*(\d+)$/iu, "$1 × $2");
}
