import { LANGUAGE_COOKIE } from '@lexlogis/contracts';
import { readCookie } from '../lib/read-cookie';

/**
 * The language of the prerendered sign-in document (issue 18, round 5), picked without any
 * script: the choice the web app saved (the `lexlogis.language` cookie it writes with
 * localStorage's), else the browser's first preference (any `fr*` is French), else English. The
 * web app detects the same way (apps/web/src/i18n/i18n.ts), so it can hydrate the document.
 */
export type DocumentLanguage = 'en' | 'fr';

/** The highest-weighted tag of an Accept-Language header, lower-cased; the first on a tie. */
function readPreferredLanguage(header: string | undefined): string | null {
  let best: { tag: string; weight: number } | null = null;
  for (const entry of (header ?? '').split(',')) {
    const [tag = '', ...params] = entry.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!tag || !(weight > 0)) continue;
    if (!best || weight > best.weight) best = { tag: tag.toLowerCase(), weight };
  }
  return best?.tag ?? null;
}

export function pickDocumentLanguage(headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): DocumentLanguage {
  const saved = readCookie(headers.cookie, LANGUAGE_COOKIE);
  if (saved === 'en' || saved === 'fr') return saved;
  const preferred = readPreferredLanguage(headers['accept-language']);
  return preferred === 'fr' || preferred?.startsWith('fr-') ? 'fr' : 'en';
}
