/**
 * Entity tags of the direct-chat poll (issue 13). Weak: the same list may go out compressed or
 * not. The prefix changes when the shape of a conversation view does, so an old client's tag
 * never matches a new server's answer.
 */
const VIEW_REVISION = 'dc1';

export function formatPollEtag(userId: string, version: string): string {
  return `W/"${VIEW_REVISION}-${userId}-${version}"`;
}

/** Whether an If-None-Match header names this tag (weak comparison, lists and * allowed). */
export function matchesPollEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const tags = (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((tag) => tag.trim());
  const opaque = etag.replace(/^W\//, '');
  return tags.some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}
