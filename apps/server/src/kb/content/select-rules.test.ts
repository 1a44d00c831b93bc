import { describe, expect, it } from 'vitest';
import { makeGuide } from '../../test/fixture-content';
import type { GuideRule } from './content-schema';
import { readQuestionWords } from './match-words';
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

  it('fires a trigger that negates only on a question that negates something', () => {
    const notCarriedOut: GuideRule = {
      triggers: { en: ['did not move in'], fr: ['pas repris'] },
      article: '1969',
      en: 'A repossession not carried out on the date renews the lease.',
      fr: 'La reprise non exercée à la date prévue reconduit le bail.',
    };
    const negating = makeGuide({ rules: [notCarriedOut] });
    const fired = (question: string) =>
      selectGuideRules(negating, question).map((rule) => rule.article);
    // « pas repris » is "repris" once the negation is dropped, and "repris" meets « reprise ».
    expect(fired('Je veux envoyer un avis de reprise pour ma fille')).toEqual([]);
    expect(fired('He moved in last year')).toEqual([]);
    expect(fired("Il n'a jamais repris le logement")).toEqual(['1969']);
    expect(fired("My landlord's son didn't move in")).toEqual(['1969']);
    expect(fired('His son didnt move in')).toEqual(['1969']);
    // Read in its own language, the question's stop words ("not", « pas ») are left out of its
    // words, but not out of what it negates.
    const inEnglish = readQuestionWords('His son did not move in', 'en');
    expect(selectGuideRules(negating, inEnglish).map((rule) => rule.article)).toEqual(['1969']);
  });

  it('fires a trigger that compares (« paye plus ») only on a question that says « plus »', () => {
    const higherRent: GuideRule = {
      triggers: { en: ['pay more than'], fr: ['paye plus'] },
      article: '1950',
      en: 'A new tenant who pays more than the lowest rent of the past 12 months may apply.',
      fr: 'Le nouveau locataire qui paie un loyer supérieur peut demander au Tribunal de le fixer.',
    };
    const comparing = makeGuide({ rules: [higherRent] });
    const fired = (question: string) =>
      selectGuideRules(comparing, question).map((rule) => rule.article);
    expect(fired('Je sous-loue, je paye 800$ par mois à la locataire')).toEqual([]);
    expect(fired("Je paye plus que l'ancien locataire")).toEqual(['1950']);
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
