import { describe, expect, it } from 'vitest';
import { makeGuide } from '../../test/fixture-content';
import { createAskedMatcher } from './asked-match';
import { createGuideMatcher } from './match-guides';

// An access guide whose rules say the law's hours of work (art. 1933) and, for a room only,
// another delay: the question's words trigger neither ("plumber" is not a trigger).
const access = makeGuide({
  id: 'access',
  appliesTo: {
    roles: ['tenant'],
    concepts: { en: ['landlord coming in'], fr: ['accès au logement'] },
  },
  answer: { en: 'Access.', fr: 'Accès.', articles: ['1931'] },
  articles: ['1931', '1933'],
  rules: [
    {
      triggers: { en: ['work before 7 a.m.'], fr: ['travaux avant 7 heures'] },
      article: '1933',
      en: 'Work: not before 7 a.m. nor after 7 p.m.',
      fr: 'Travaux : pas avant 7 heures ni après 19 heures.',
    },
    {
      triggers: { en: ['room in a house'], fr: ['chambre'] },
      article: '1933',
      en: 'A room.',
      fr: 'Une chambre.',
    },
  ],
});

const asked = createAskedMatcher(
  new Map([
    [
      '1933',
      {
        en: ['the plumber wants to start at 6:30 in the morning, can I say no?'],
        fr: ['le plombier veut commencer à 6h30 le matin, je peux refuser?'],
      },
    ],
    [
      '1931',
      {
        en: ['my landlord walks in without warning, is that allowed'],
        fr: ['mon proprio rentre sans m’avertir, a-t-il le droit'],
      },
    ],
  ]),
);

const rulesOf = (question: string, withAsked: boolean) =>
  createGuideMatcher([access], withAsked ? { asked } : {})
    .matchGuides({ question })[0]
    ?.rules?.map((rule) => rule.en);

describe('the rule of the article the asked questions point to', () => {
  it('joins the guide’s rules when the question names part of its situation', () => {
    const question =
      'The landlord coming in with his plumber to start work at 6:30 in the morning: can I say no?';
    expect(rulesOf(question, false)).toEqual([]);
    expect(rulesOf(question, true)).toEqual(['Work: not before 7 a.m. nor after 7 p.m.']);
  });

  it('is left out when the question names none of the rule’s own words', () => {
    // The asked questions still point to art. 1933, but nothing here is "work" or a room.
    expect(rulesOf('The landlord coming in with a plumber at 6:30 in the morning?', true)).toEqual(
      [],
    );
  });
});

describe('createAskedMatcher.isCommonWord', () => {
  it('calls common a word of most asked questions, and a stop word', () => {
    const many = createAskedMatcher(
      new Map(
        Array.from({ length: 30 }, (_, index) => [
          String(1900 + index),
          { en: [`the tenant asks about case ${index}`], fr: [`question ${index}`] },
        ]),
      ),
    );
    expect(many.isCommonWord('tenant')).toBe(true);
    expect(many.isCommonWord('who')).toBe(true);
    expect(many.isCommonWord('case')).toBe(true);
    expect(many.isCommonWord('plumber')).toBe(false);
  });
});
