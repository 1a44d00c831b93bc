/**
 * Two copies of an article say the same thing when they differ only in spacing and line breaks
 * (a PDF and a parsed file break lines differently, and set a thin space before ":", ";", "%").
 */
export function normalizeLawText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(/\s+([%:;,.)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .trim();
}

export function isSameLawText(a: string, b: string): boolean {
  return normalizeLawText(a) === normalizeLawText(b);
}
