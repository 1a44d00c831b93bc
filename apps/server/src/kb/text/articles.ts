import { compareArticles } from '../../lib/article-numbers';

/** The lease chapter of the Civil Code: the only article numbers this knowledge base holds. */
export const LEASE_CHAPTER = { first: 1851, last: 2000 } as const;

function inLeaseChapter(article: string): boolean {
  const whole = Number.parseInt(article, 10);
  return whole >= LEASE_CHAPTER.first && whole <= LEASE_CHAPTER.last;
}

/** True when `article` lies in the inclusive range; "1947" as an upper bound covers "1947.1". */
export function isArticleInRange(article: string, from: string, to: string): boolean {
  if (compareArticles(article, from) < 0) return false;
  if (compareArticles(article, to) <= 0) return true;
  return !to.includes('.') && Number.parseInt(article, 10) === Number.parseInt(to, 10);
}

/**
 * Expands article references written as "1904", "1959.1" or ranges "1942-1947" into
 * [from, to] pairs; a single article is a range of one.
 */
export function readArticleRanges(references: readonly string[]): Array<[string, string]> {
  return references.flatMap((reference) => {
    const match = /^(\d{4}(?:\.\d+)?)(?:\s*[-–]\s*(\d{4}(?:\.\d+)?))?$/.exec(reference.trim());
    if (!match) return [];
    return [[match[1]!, match[2] ?? match[1]!] as [string, string]];
  });
}

/**
 * Civil Code articles cited in a form's own text ("articles 1942 and 1943 C.C.Q.", "articles
 * 1960-1963", recourse codes "1947 F"). Only numbers of the lease chapter are kept, so the
 * years and amounts these texts also contain are never taken for articles.
 */
export function findLeaseArticles(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\b(1[89]\d\d)\s*(?:-|–|to|à)\s*(1[89]\d\d)\b/g)) {
    const from = Number(match[1]);
    const to = Number(match[2]);
    if (to < from || to - from > 60) continue;
    for (let article = from; article <= to; article += 1) {
      if (inLeaseChapter(String(article))) found.add(String(article));
    }
  }
  for (const match of text.matchAll(/\b(1[89]\d\d(?:\.\d+)?)\b/g)) {
    if (inLeaseChapter(match[1]!)) found.add(match[1]!);
  }
  return [...found].sort(compareArticles);
}

/**
 * Articles a question names explicitly ("art. 1942", "article 1959.1", "1942 C.c.Q."). A bare
 * four-digit number is only read as an article when a legal marker is next to it, because a
 * question about "1950 $ of rent" is not about article 1950.
 */
export function findCitedArticles(question: string): string[] {
  const found = new Set<string>();
  const pattern =
    /\b(?:art(?:icles?|s)?\.?\s*)((?:1[89]\d\d(?:\.\d+)?)(?:\s*(?:,|et|and|to|à|-|–)\s*1[89]\d\d(?:\.\d+)?)*)|\b(1[89]\d\d(?:\.\d+)?)\s*(?:c\.?c\.?q|ccq|code civil|civil code)/gi;
  for (const match of question.matchAll(pattern)) {
    const group = match[1] ?? match[2] ?? '';
    const range = /^(1[89]\d\d)\s*(?:to|à|-|–)\s*(1[89]\d\d)$/.exec(group.trim());
    if (range) {
      for (const article of findLeaseArticles(`${range[1]}-${range[2]}`)) found.add(article);
      continue;
    }
    for (const number of group.match(/1[89]\d\d(?:\.\d+)?/g) ?? []) {
      if (inLeaseChapter(number)) found.add(number);
    }
  }
  return [...found].sort(compareArticles);
}
