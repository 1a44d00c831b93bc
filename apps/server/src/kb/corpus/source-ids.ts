import { createHash } from 'node:crypto';
import { foldAccents } from '../../lib/fold-accents';

/**
 * Stable ids: derived from what identifies the record in the official publication (article
 * number, form code, neutral citation, page url), never from its position in a file, so a
 * re-run or a refreshed corpus updates the same rows.
 */

export function slugify(value: string): string {
  return foldAccents(value)
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function shortHash(value: string, length = 16): string {
  return createHash('sha256').update(value).digest('hex').slice(0, length);
}

export function ccqLawId(article: string): string {
  return `law-ccq-${article}`;
}

export function ccqModifiedLawId(article: string): string {
  return `modlaw-ccq-${article}`;
}

export function regulationLawId(lawCode: string, article: string): string {
  return `law-${slugify(lawCode.replace(/\br\.\s*/g, 'r'))}-${slugify(article)}`;
}

export function formSourceId(formId: string): string {
  return `form-${slugify(formId)}`;
}

export function caselawSourceId(citation: string | null, fallback: string): string {
  return citation ? `caselaw-${slugify(citation)}` : `caselaw-${shortHash(fallback, 12)}`;
}

export function infoSourceId(url: string): string {
  return `info-${shortHash(url)}`;
}
