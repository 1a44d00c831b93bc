/** Cuts a text to `max` characters without splitting a surrogate pair (emoji, rare letters). */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}
