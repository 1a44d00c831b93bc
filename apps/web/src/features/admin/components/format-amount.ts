/** Minor units to an amount in the reader's language ("$9.99", "9,99 $ US"). */
export function formatAmount(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount / 100);
}

/**
 * What an administrator typed ("5", "5.5", "5,50") to minor units; null when it is not an
 * amount with at most two decimals. French writes the decimal comma.
 */
export function parseAmount(text: string): number | null {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  return Math.round(Number(normalised) * 100);
}

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
