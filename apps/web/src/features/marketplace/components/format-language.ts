/** "fr" → "French" / "français", through the browser's own language names. */
export function formatLanguageName(code: string, displayLanguage: 'en' | 'fr'): string {
  try {
    return new Intl.DisplayNames([displayLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
