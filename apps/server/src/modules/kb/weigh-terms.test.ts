import { describe, expect, it } from 'vitest';
import { loadExcludedSituationRules } from '../../kb/retrieval/excluded-situation';
import { collectDomainTexts, domainKey } from '../../kb/retrieval/domain-vocabulary';
import { buildQueryPlan } from '../../kb/retrieval/query-plan';
import type { AnalyzedTerm, CorpusStats } from './kb.repository';
import { weighTerms } from './weigh-terms';

const stats: CorpusStats = {
  en: { passages: 300, averageLength: 20 },
  fr: { passages: 600, averageLength: 40 },
};
const term = (lang: 'en' | 'fr', lexeme: string, origin: AnalyzedTerm['origin'] = 'question') => ({
  lang,
  lexeme,
  origin,
  documents: 3,
});

describe('search terms (issue 10, round 7)', () => {
  const rules = loadExcludedSituationRules();

  it('reads an English question through the French stemmer without its function words', () => {
    const plan = buildQueryPlan({ question: 'He keeps the copy of my lease' }, [], rules);
    expect(plan.englishQuestion).toBe('He keeps the copy of my lease');
    expect(plan.frenchQuestion).toBe('keeps copy lease');
    const french = buildQueryPlan({ question: 'Il garde la copie de mon bail' }, [], rules);
    expect(french.frenchQuestion).toBe('Il garde la copie de mon bail');
    expect(french.englishQuestion).toBe('garde copie bail');
  });

  it('counts an English word outside our housing vocabulary for half, a French one fully', () => {
    const plan = buildQueryPlan({ question: 'What happens to my lease?' }, [], rules);
    const domain = new Set([domainKey('en', 'leas'), domainKey('fr', 'bail')]);
    const analyzed = [
      term('en', 'leas'),
      term('en', 'happen'),
      term('fr', 'bail'),
      term('fr', 'happen'),
      term('en', 'tenanc', 'expansion'),
    ];
    const weights = new Map(
      weighTerms(analyzed, stats, plan, domain).map((t) => [`${t.lang}|${t.lexeme}`, t.weight]),
    );
    expect(weights.get('en|happen')).toBeCloseTo((weights.get('en|leas') ?? 0) / 2);
    // Expansions are not affected.
    expect(weights.get('en|tenanc')).toBeCloseTo(0.8 * (weights.get('en|leas') ?? 0));
    // Without the vocabulary (other callers), every word counts as before.
    const plain = weighTerms(analyzed, stats, plan);
    expect(plain.find((t) => t.lexeme === 'happen' && t.lang === 'en')?.weight).toBeCloseTo(
      weights.get('en|leas') ?? 0,
    );
  });

  it('reads the question through the other stemmer for our own words only (round 12)', () => {
    const plan = buildQueryPlan({ question: 'Il veut faire une éviction' }, [], rules);
    const domain = new Set([domainKey('fr', 'evict'), domainKey('en', 'evict')]);
    const analyzed = [term('fr', 'evict'), term('en', 'evict'), term('en', 'fair')];
    const weights = new Map(
      weighTerms(analyzed, stats, plan, domain).map((t) => [`${t.lang}|${t.lexeme}`, t.weight]),
    );
    // « éviction » meets the English notes as a cognate, at the other language's half weight...
    expect(weights.get('en|evict')).toBeGreaterThan(0);
    // ...but « faire » read as English "fair" is a false friend: not scored.
    expect(weights.has('en|fair')).toBe(false);
    // The question's own language is untouched, and other callers (no vocabulary) keep every word.
    expect(weights.get('fr|evict')).toBeGreaterThan(0);
    expect(weighTerms(analyzed, stats, plan).some((t) => t.lexeme === 'fair')).toBe(true);
  });

  it("takes our housing vocabulary from the guides' concepts and the glossary, per language", () => {
    const guide = { appliesTo: { concepts: { en: ['bed bugs'], fr: ['punaises de lit'] } } };
    const texts = collectDomainTexts([guide] as never, [{ en: ['sublet'], fr: ['sous-louer'] }]);
    expect(texts).toEqual({ en: 'bed bugs ; sublet', fr: 'punaises de lit ; sous-louer' });
  });
});
