import { describe, expect, it } from 'vitest';
import { makeGuide } from '../../test/fixture-content';
import type { GuideRule } from './content-schema';
import { selectGuideRules } from './select-rules';

const relet: GuideRule = {
  triggers: { en: ['rented it again', 'never moved in'], fr: ['reloué', 'jamais emménagé'] },
  article: '1970',
  en: 'A repossessed dwelling cannot be leased without the Tribunal’s authorization.',
  fr: 'Un logement repris ne peut être loué sans l’autorisation du Tribunal.',
};
const damages: GuideRule = {
  triggers: { en: ['bad faith', 'never moved in'], fr: ['mauvaise foi'] },
  article: '1968',
  en: 'The tenant can recover damages unless the landlord proves good faith.',
  fr: 'Le locataire peut recouvrer des dommages-intérêts.',
};
const sameArticle: GuideRule = { ...damages, triggers: { en: ['sue'], fr: ['poursuivre'] } };
const reply: GuideRule = {
  triggers: { en: ['answer'], fr: ['répondre'] },
  article: '1962',
  en: 'Answer within one month.',
  fr: 'Répondez dans le mois.',
};
const guide = makeGuide({ rules: [reply, relet, damages, sameArticle] });
const articlesOf = (question: string) =>
  selectGuideRules(guide, question).map((rule) => rule.article);

describe('selectGuideRules', () => {
  it('picks the rules whose trigger words are all in the question, in either language', () => {
    expect(articlesOf('The owner re-rented it again to someone else')).toEqual(['1970']);
    expect(articlesOf('Le propriétaire a reloué le logement')).toEqual(['1970']);
    // An English question may use the French word ("HLM"), and the reverse.
    expect(articlesOf('He acted in mauvaise foi')).toEqual(['1968']);
  });

  it('needs every content word of a trigger: one word of two is not enough', () => {
    expect(articlesOf('He moved in last year')).toEqual([]);
    expect(articlesOf('What does the lease say about rent?')).toEqual([]);
  });

  it('puts the most specific trigger first and keeps at most two rules, one per article', () => {
    // "answer" (one word) and "never moved in" (two content words, two rules) are all found.
    expect(articlesOf('He never moved in and I want to sue him, must I answer?')).toEqual([
      '1970',
      '1968',
    ]);
    // Equally specific triggers keep the guide's order.
    expect(articlesOf('I want to sue, what do I answer')).toEqual(['1962', '1968']);
  });

  it("leaves out one party's remedy when the asker is the other party", () => {
    const remedy: GuideRule = { ...reply, article: '1861', roles: ['tenant', 'sub-tenant'] };
    const duty: GuideRule = { ...reply, article: '1860' };
    const noisy = makeGuide({ rules: [remedy, duty] });
    const pick = (role?: 'tenant' | 'landlord' | 'sub-tenant') =>
      selectGuideRules(noisy, 'What do I answer?', role).map((rule) => rule.article);
    expect(pick('landlord')).toEqual(['1860']);
    expect(pick('sub-tenant')).toEqual(['1861', '1860']);
    // Who asks is not known: every rule the question triggers may be stated.
    expect(pick()).toEqual(['1861', '1860']);
  });

  it('gives nothing for a guide without rules', () => {
    expect(selectGuideRules(makeGuide(), 'He never moved in')).toEqual([]);
  });
});
