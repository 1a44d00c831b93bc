import { foldAccents } from '../../lib/fold-accents';

/**
 * A Content-Disposition for a download named after a user's title: an ASCII fallback (no quotes,
 * slashes or control characters can break the header) and the UTF-8 name for browsers.
 */
export function buildAttachmentHeader(title: string, extension: 'pdf' | 'md'): string {
  const base = title.trim().slice(0, 120) || 'document';
  const ascii =
    foldAccents(base)
      .replace(/[^A-Za-z0-9 ._-]+/g, '-')
      .replace(/-{2,}/g, '-')
      .trim() || 'document';
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${base}.${extension}`)}`;
}
