import { describe, expect, it } from 'vitest';
import { DEV_SET_URL, HOLDOUT_SET_URL, loadDevSet } from '../eval/run-eval';
import {
  DEV_SET_2_URL,
  DEV_SET_3_URL,
  DEV_SET_4_URL,
  FRESH_SET_URL,
  loadFreshSet,
} from '../eval/fresh-set';
import { normalizeText } from '../text/normalize';
import { loadGlossary, matchGlossary, tokenize, type GlossaryEntry } from './glossary';

/**
 * Words that must never be a trigger on their own. Each is everyday vocabulary whose meaning
 * depends on the rest of the sentence ("fine" = okay, "works" = functions, "fix my rent",
 * « merci d'avance », « neuf » = nine, « meubles » also matches « meublé »), so alone it boosts
 * articles for questions about something else. Triggers match in questions of either language,
 * so a French word is also read in English questions (« trouble », « services », « tiers »).
 * Such a word may still sit inside a longer trigger that names the concept ("fine in the
 * lease", "late rent", « loyer total sera exigible »).
 */
// prettier-ignore
const STOP_WORDS = {
  en: [
    'adjusted', 'adjustment', 'automatically', 'broke', 'broken', 'built', 'buy', 'buyers',
    'campaign', 'candidate', 'children', 'clean', 'cleaning', 'constructed', 'copy', 'employee',
    'employer', 'employment', 'english', 'enlarge', 'enter', 'estate', 'evening', 'fine', 'fire',
    'fix', 'french', 'furniture', 'hotel', 'increase', 'inspect', 'job', 'kids', 'language',
    'late', 'list', 'move', 'neighbours', 'neighbors', 'pay', 'pm', 'raise', 'register', 'remove',
    'rules', 'sale', 'senior', 'shed', 'show', 'smell', 'sold', 'structure', 'student', 'supplier',
    'trailer', 'unreasonable', 'unsafe', 'vacant', 'visit', 'work', 'works',
  ],
  fr: [
    'abandon', 'acheter', 'admissibilité', 'aîné', 'aînés', 'anglais', 'attestation', 'augmenter',
    'augmentation', 'avance', 'campagne', 'candidat', 'clause', 'constructions', 'construit',
    'copie', 'déraisonnable', 'écrit', 'effets', 'emploi', 'employeur', 'enfants', 'enlever',
    'entrer', 'études', 'exigible', 'fournisseur', 'français', 'incendie', 'indemnité', 'inscrire',
    'langue', 'liste', 'membres', 'meubles', 'neuf', 'occupants', 'ouvrages', 'peine', 'préavis',
    'publicité', 'refus', 'remettre', 'remis', 'retard', 'revenu', 'sécurité', 'services', 'soir',
    'terrain', 'tiers', 'trouble', 'vacant', 'vendu', 'vente', 'versement', 'visite', 'voisins',
  ],
};

/**
 * Articles, prepositions and conjunctions do not count as words of a trigger: French terms of
 * art need them (« punaises de lit », « avis de reprise ») without being any closer to a
 * question's wording. Pronouns and possessives do count ("my income dropped"): they are what
 * makes a phrase someone's story rather than a concept. A hyphenated compound is one word.
 */
const FUNCTION_WORDS = new Set(
  [
    ...['a', 'an', 'the', 'of', 'to', 'in', 'on', 'at', 'for', 'by', 'with', 'and', 'or'],
    ...['le', 'la', 'les', 'un', 'une', 'de', 'du', 'des', 'au', 'aux', 'a', 'en', 'et', 'ou'],
  ].map(normalizeText),
);

const ELIDED = /^(l|d|qu|s|m|n|j|c)'/;

function countWords(trigger: string): number {
  return normalizeText(trigger)
    .split(/\s+/)
    .map((word) => word.replace(ELIDED, ''))
    .filter((word) => word && !FUNCTION_WORDS.has(word)).length;
}

/** The trigger's tokens as the matcher sees them, without function words or elided letters. */
function readContentTokens(trigger: string): string[] {
  const skipped = new Set([...FUNCTION_WORDS, 'l', 'd', 'qu', 's', 'm', 'n', 'j', 'c']);
  return tokenize(trigger).filter((token) => !skipped.has(token));
}

type Trigger = { entry: GlossaryEntry; text: string };

function listTriggers(glossary: readonly GlossaryEntry[]): Trigger[] {
  return glossary.flatMap((entry) => [...entry.en, ...entry.fr].map((text) => ({ entry, text })));
}

/** Whether the glossary matcher itself would see this one trigger in the question. */
function occursIn(trigger: Trigger, question: string): boolean {
  const single: GlossaryEntry = { ...trigger.entry, triggers: [tokenize(trigger.text)] };
  return matchGlossary([single], question).length > 0;
}

describe('glossary triggers', () => {
  const triggers = listTriggers(loadGlossary());

  it('counts words the way the rule reads', () => {
    expect(countWords('punaises de lit')).toBe(2);
    expect(countWords("propriétaire d'une part indivise")).toBe(3);
    expect(countWords('my income dropped')).toBe(3);
    expect(countWords('low-rental housing')).toBe(2);
  });

  // Plain vocabulary entries (no articles) only translate (compensation → indemnité) and boost
  // nothing, so the rule is for the entries that point to articles.
  it('has no trigger that is a bare common word in an entry that points to articles', () => {
    const stems = new Set([...STOP_WORDS.en, ...STOP_WORDS.fr].flatMap(tokenize));
    const bare = triggers
      .filter(({ entry }) => entry.articles.length > 0)
      .filter(({ text }) => {
        const tokens = readContentTokens(text);
        return tokens.length === 1 && stems.has(tokens[0] ?? '');
      })
      .map(({ entry, text }) => `${entry.id}: ${text}`);
    expect(bare).toEqual([]);
  });

  it('has no trigger of three or more words taken from a development or second-set question', () => {
    const questions = [...loadDevSet(DEV_SET_URL), ...loadDevSet(HOLDOUT_SET_URL)];
    const copied = triggers
      .filter(({ text }) => countWords(text) >= 3)
      .flatMap((trigger) =>
        questions
          .filter((question) => occursIn(trigger, question.q))
          .map((question) => `${trigger.entry.id}: "${trigger.text}" in ${question.id}`),
      );
    expect(copied).toEqual([]);
  });
});

/**
 * Triggers written before the sets that now contain them: dev-3 and dev-4 were written later by
 * people who had not read the vocabulary, and used the same everyday words. Nothing was copied.
 */
const WRITTEN_BEFORE_THE_SET = new Set(['casser mon bail']);

describe('everyday vocabulary (resources/vocabulary.json)', () => {
  const glossary = loadGlossary();
  const ids = (question: string) => matchGlossary(glossary, question).map((m) => m.entry.id);

  it('takes an English question to the words of the law', () => {
    expect(ids('My landlord wants to kick me out')).toContain('vocab-kick-out');
    expect(ids('Cockroaches everywhere, what can I do?')).toContain('vocab-vermin');
    expect(ids('I want to break my lease')).toContain('vocab-break-lease');
    expect(ids('Le proprio veut me mettre dehors')).toContain('vocab-fr-kick-out');
    // Without the vocabulary file these words reach nothing.
    const bare = loadGlossary(undefined, null);
    expect(matchGlossary(bare, 'They want to kick me out')).toEqual([]);
  });

  it('only translates: it points to no article', () => {
    const vocabulary = glossary.filter((entry) => entry.id.startsWith('vocab-'));
    expect(vocabulary.length).toBeGreaterThan(10);
    expect(vocabulary.filter((entry) => entry.articles.length > 0)).toEqual([]);
  });

  // The sets people read while working. The held-out ones (blind, blind-2) are left out on
  // purpose: nobody reads them, so nothing can be copied from them, and a failure naming one of
  // their questions would tell what it says.
  it('has no trigger of three or more words taken from a question of a set we read', () => {
    const questions = [
      ...loadDevSet(DEV_SET_URL),
      ...loadDevSet(HOLDOUT_SET_URL),
      ...[FRESH_SET_URL, DEV_SET_2_URL, DEV_SET_3_URL, DEV_SET_4_URL].flatMap(loadFreshSet),
    ];
    const copied = listTriggers(glossary.filter((entry) => entry.id.startsWith('vocab-')))
      .filter(({ text }) => countWords(text) >= 3 && !WRITTEN_BEFORE_THE_SET.has(text))
      .flatMap((trigger) =>
        questions
          .filter((question) => occursIn(trigger, question.q))
          .map((question) => `${trigger.entry.id}: "${trigger.text}" in ${question.id}`),
      );
    expect(copied).toEqual([]);
  });
});
