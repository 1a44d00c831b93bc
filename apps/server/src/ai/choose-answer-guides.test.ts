import { describe, expect, it } from 'vitest';
import { makeGuide } from '../test/fixture-content';
import { lawSource } from '../test/fixture-sources';
import { keepLeadCandidates } from './choose-answer-guides';

// Art. 1861 is the disturbed tenant's remedy; art. 1860 the rule both parties read.
const guide = makeGuide({
  id: 'peaceful-enjoyment',
  rules: [
    {
      triggers: { en: ['noise'], fr: ['bruit'] },
      article: '1861',
      roles: ['tenant', 'sub-tenant'],
      en: 'A tenant disturbed by another tenant may obtain a reduction of rent.',
      fr: 'Le locataire troublé par un autre locataire peut obtenir une diminution de loyer.',
    },
    {
      triggers: { en: ['noise'], fr: ['bruit'] },
      article: '1860',
      en: 'A tenant must not disturb the normal enjoyment of the other tenants.',
      fr: 'Le locataire ne doit pas troubler la jouissance normale des autres locataires.',
    },
  ],
});
const results = ['1861', '1860', '1854'].map((article) => ({ source: lawSource(article) }));
const choice = { excludedSituation: null, leaving: false };
const articles = (kept: typeof results) =>
  kept.map(({ source }) => ('article' in source ? source.article : undefined));

describe('keepLeadCandidates', () => {
  const guides = [{ guide, matched: ['noise'] }];

  it('sets aside, for a landlord, an article the guides rule only for the tenant', () => {
    expect(articles(keepLeadCandidates(results, choice, guides, 'landlord'))).toEqual([
      '1860',
      '1854',
    ]);
  });

  it('keeps it for the tenant it answers, and when nobody said who asks', () => {
    expect(articles(keepLeadCandidates(results, choice, guides, 'tenant'))).toEqual([
      '1861',
      '1860',
      '1854',
    ]);
    expect(articles(keepLeadCandidates(results, choice, guides, null))).toHaveLength(3);
  });

  it('keeps an article another chosen guide rules for every party', () => {
    const both = makeGuide({
      id: 'neighbours',
      rules: [{ ...guide.rules![0]!, roles: undefined }],
    });
    const kept = keepLeadCandidates(
      results,
      choice,
      [...guides, { guide: both, matched: [] }],
      'landlord',
    );
    expect(articles(kept)).toContain('1861');
  });
});
