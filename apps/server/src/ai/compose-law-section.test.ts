import { DEFAULT_SKIPPED_ANSWERS, type Source } from '@lexlogis/contracts';
import { describe, expect, it } from 'vitest';
import type { AnswerInput, ExcludedSituationNote } from './answer-types';
import { checkCitations } from './citation-checker';
import { composeExcludedNote } from './compose-law-section';
import { composeLocalAnswer } from './local-composer';
import { formSource, lawSource, readArticleText } from '../test/fixture-sources';

const ROOM_QUESTION = 'I rent a room in my landlord’s house. Can he raise my rent?';
const ROOM_GUESS: ExcludedSituationNote = {
  situation: 'landlord-primary-residence',
  origin: 'question',
  paragraph: '4°',
  matched: 'room in my landlord’s house',
};
const withExclusion: Source[] = [lawSource('1892'), lawSource('1942'), lawSource('1936')];

function input(overrides: Partial<AnswerInput>): AnswerInput {
  return {
    question: ROOM_QUESTION,
    lang: 'en',
    sources: withExclusion,
    history: [],
    questionnaire: { ...DEFAULT_SKIPPED_ANSWERS },
    excludedSituation: ROOM_GUESS,
    now: new Date('2026-02-10T15:00:00Z'),
    ...overrides,
  };
}

/** Art. 1892 para. 3 4°, from its first words after "Le bail d’" to the closing semicolon. */
const ROOM_IN_RESIDENCE = readArticleText('1892')
  .split('\n')
  .find((line) => line.startsWith('4°'))!
  .replace(/^4° Le bail d’/, '')
  .replace(/;$/, '');

describe('composeExcludedNote', () => {
  it('an exclusion guessed from the question "may not apply", with every condition of 4°', () => {
    const en = composeExcludedNote(input({}))!;
    expect(en).toContain('**Possible excluded situation.**');
    expect(en).toContain('may not apply if the lease concerns a room in the landlord’s principal');
    for (const condition of [
      'no more than two rooms are rented or offered for rent',
      'neither a separate exit to the outside',
      'nor sanitary facilities independent of those used by the landlord',
    ]) {
      expect(en).toContain(condition);
    }
    expect(en).not.toMatch(/do not apply|does not apply/);

    const fr = composeExcludedNote(input({ lang: 'fr' }))!;
    expect(ROOM_IN_RESIDENCE).toContain('deux chambres au maximum');
    // The French note repeats the paragraph's own words, conditions included.
    expect(fr).toContain(
      `pourraient ne pas s’appliquer si le bail porte sur ${ROOM_IN_RESIDENCE}.`,
    );
    expect(fr).not.toContain('ne s’appliquent pas');
  });

  it('an exclusion the user stated in the questionnaire says the rules do not apply', () => {
    const stated = { ...ROOM_GUESS, origin: 'questionnaire' as const };
    expect(composeExcludedNote(input({ excludedSituation: stated }))).toContain(
      'Under art. 1892 C.c.Q. (4°), the rules on the lease of a dwelling do not apply to such a lease',
    );
  });

  it('names the Civil Code of Québec in English when art. 1892 is not among the sources', () => {
    const text = composeLocalAnswer(input({ sources: [lawSource('1942'), lawSource('1936')] }));
    expect(text).toContain('one of those the Civil Code of Québec leaves out');
    expect(text).toContain('First check whether your lease is one of those the Civil Code of');
    expect(text).not.toContain('Code civil du Québec');
    const french = composeLocalAnswer(
      input({ lang: 'fr', sources: [lawSource('1942'), lawSource('1936')] }),
    );
    expect(french).toContain('que le Code civil du Québec exclut des règles du bail de logement');
  });
});

describe('composeLawSection', () => {
  it('quotes art. 1892 first: the line introducing the list and the whole 4°', () => {
    const text = composeLocalAnswer(input({}));
    const lawSection = text.slice(text.indexOf('## Applicable law'));
    expect(lawSection.indexOf('**Art. 1892 C.c.Q.**')).toBeLessThan(
      lawSection.indexOf('**Art. 1942 C.c.Q.**'),
    );
    expect(lawSection).toContain(
      '> Cependant, ces dispositions ne s’appliquent pas aux baux suivants:',
    );
    expect(lawSection).toContain(`> 4° Le bail d’${ROOM_IN_RESIDENCE};`);
    expect(checkCitations(text, withExclusion, 'en').unverified).toEqual([]);
  });

  it('labels a form’s description as the unofficial catalogue’s, in both languages', () => {
    // TAL-810A rests on art. 1945 (the answer to a notice): a form is offered only on its article.
    const sources = [lawSource('1942'), lawSource('1945'), formSource('TAL-810A')];
    const question = 'My landlord wants to raise my rent, how do I refuse?';
    const en = composeLocalAnswer(input({ question, sources, excludedSituation: null }));
    expect(en).toContain('When to use it (catalogue description, unofficial):');
    const fr = composeLocalAnswer(
      input({ lang: 'fr', question, sources, excludedSituation: null }),
    );
    expect(fr).toContain(
      'Quand l’utiliser (description du catalogue, non officielle, en anglais) :',
    );
    expect(fr).not.toContain('description officielle');
  });
});
