import { describe, expect, it } from 'vitest';
import { findCitedArticles, findLeaseArticles, isArticleInRange } from './articles';

describe('article numbers', () => {
  it('treats an integer upper bound as covering its sub-articles', () => {
    expect(isArticleInRange('1944.1', '1942', '1947')).toBe(true);
    expect(isArticleInRange('1983.1', '1979', '1983')).toBe(true);
    expect(isArticleInRange('1978.2', '1978.1', '1978.3')).toBe(true);
    expect(isArticleInRange('1978', '1978.1', '1978.3')).toBe(false);
    expect(isArticleInRange('1948', '1942', '1947')).toBe(false);
  });

  it('reads the articles a form rests on, ranges and recourse codes included', () => {
    expect(findLeaseArticles('Notifies the lessee under articles 1942 and 1943 C.C.Q.')).toEqual([
      '1942',
      '1943',
    ]);
    expect(findLeaseArticles('articles 1960-1963; 1978.2; as of June 6, 2024')).toEqual([
      '1960',
      '1961',
      '1962',
      '1963',
      '1978.2',
    ]);
  });

  it('reads cited articles only next to a legal marker', () => {
    expect(findCitedArticles('Que dit l’art. 1959.1 et l’article 1942?')).toEqual([
      '1942',
      '1959.1',
    ]);
    expect(findCitedArticles('articles 1942 à 1944')).toEqual(['1942', '1943', '1944']);
    expect(findCitedArticles('My rent is 1950 $ a month')).toEqual([]);
    expect(findCitedArticles('1904 C.c.Q.')).toEqual(['1904']);
  });
});
