import type { Source } from '@lexlogis/contracts';
import { partyForm } from '../test/fixture-sources';
import { describe, expect, it } from 'vitest';
import { pickSources, SHOWN_SOURCES_PER_TYPE } from './pick-sources';

const law = (article: string): Source => ({
  type: 'LAW',
  id: `law:${article}`,
  title: `art. ${article} C.c.Q.`,
  url: `https://www.legisquebec.gouv.qc.ca/fr/version/lc/CCQ-1991?code=se:${article}`,
  article,
});
const amendment = (article: string): Source => ({
  type: 'MODIFIED_LAW',
  id: `modified:${article}`,
  title: `art. ${article} C.c.Q. (amended)`,
  url: `https://www.legisquebec.gouv.qc.ca/fr/version/lc/CCQ-1991?code=se:${article}#m`,
  originalSourceId: `law:${article}`,
  isModified: true,
});
const form = partyForm;

describe('pickSources', () => {
  it('keeps a whole group of articles even when other kinds rank among them', () => {
    const articles = ['1942', '1946', '1945', '1941', '1943', '1947', '1944.1', '1944', '1940'];
    const sources = [
      ...articles.slice(0, 3).map(law),
      form('TAL-807A', 'lessee'),
      ...articles.slice(3).map(law),
      form('TAL-806A', 'lessor'),
    ];
    const picked = pickSources(sources);
    const shownArticles = picked.filter((s) => s.type === 'LAW').map((s) => s.article);
    expect(shownArticles).toEqual(articles.slice(0, SHOWN_SOURCES_PER_TYPE.LAW));
    expect(shownArticles).toEqual(
      expect.arrayContaining(['1942', '1943', '1944', '1945', '1946', '1947']),
    );
    expect(picked.filter((s) => s.type === 'FORM')).toHaveLength(2);
  });

  it('caps forms at their quota and puts the forms this user files first', () => {
    const sources = [
      form('TAL-807A', 'lessee'),
      form('TAL-806A', 'lessor'),
      form('TAL-819A', 'lessor'),
      form('TAL-810A', 'lessee'),
    ];
    expect(pickSources(sources).map((s) => (s.type === 'FORM' ? s.formId : s.id))).toEqual([
      'TAL-807A',
      'TAL-806A',
      'TAL-819A',
    ]);
    expect(
      pickSources(sources, 'tenant').map((s) => (s.type === 'FORM' ? s.formId : s.id)),
    ).toEqual(['TAL-807A', 'TAL-810A', 'TAL-806A']);
    expect(
      pickSources(sources, 'landlord').map((s) => (s.type === 'FORM' ? s.formId : s.id)),
    ).toEqual(['TAL-806A', 'TAL-819A', 'TAL-807A']);
  });

  it('keeps an amendment note only with its article', () => {
    const picked = pickSources([law('1943'), amendment('1943'), amendment('1852')]);
    expect(picked.map((s) => s.id)).toEqual(['law:1943', 'modified:1943']);
  });
});
