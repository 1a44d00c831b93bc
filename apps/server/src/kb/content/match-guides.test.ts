import { describe, expect, it } from 'vitest';
import { makeGuide } from '../../test/fixture-content';
import { CONFIDENT_SCORE, createGuideMatcher, pickAnswerGuides } from './match-guides';
import { tokenize } from './match-words';
import { createAskedMatcher } from './asked-match';

const senior = makeGuide();
const pests = makeGuide({
  id: 'pests',
  appliesTo: {
    roles: ['tenant', 'landlord'],
    concepts: {
      en: ['cockroaches', 'bed bugs', 'mice', 'exterminator', 'pest control'],
      fr: ['coquerelles', 'punaises de lit', 'souris', 'exterminateur', 'vermine'],
    },
  },
  answer: { en: 'Pests.', fr: 'Vermine.', articles: ['1910'] },
});
const rentIncrease = makeGuide({
  id: 'rent-increase',
  appliesTo: {
    roles: ['tenant', 'landlord'],
    concepts: {
      en: ['rent increase', 'raise the rent', 'notice of modification'],
      fr: ['augmentation de loyer', 'hausse de loyer', 'avis de modification'],
    },
  },
  answer: { en: 'Increase.', fr: 'Hausse.', articles: ['1942'] },
});
const landlordOnly = makeGuide({
  id: 'unpaid-rent',
  appliesTo: {
    roles: ['landlord'],
    concepts: {
      en: ['unpaid rent', 'tenant does not pay'],
      fr: ['loyer impayé', 'retard de loyer'],
    },
  },
  answer: { en: 'Unpaid.', fr: 'Impayé.', articles: ['1971'] },
});
const { matchGuides } = createGuideMatcher([senior, pests, rentIncrease, landlordOnly]);

const ids = (question: string, extra: Parameters<typeof matchGuides>[0] = { question }) =>
  matchGuides({ ...extra, question }).map((match) => match.guide.id);

describe('matchGuides', () => {
  it('finds a guide from everyday words, plurals and accents included', () => {
    expect(ids('There are cockroaches everywhere, the landlord refuses an exterminator')[0]).toBe(
      'pests',
    );
    expect(ids('Il y a des coquerelles partout dans mon logement')[0]).toBe('pests');
    expect(ids('Mon propriétaire demande une HAUSSE DE LOYER de 10 %')[0]).toBe('rent-increase');
  });

  it('reads a word a phrase says twice ("built", "building") as one word of it', () => {
    const newBuilding = makeGuide({
      id: 'new-building',
      appliesTo: {
        roles: ['tenant', 'landlord'],
        concepts: { en: ['newly built building'], fr: ['immeuble neuf'] },
      },
      answer: { en: 'New.', fr: 'Neuf.', articles: ['1955'] },
    });
    const matcher = createGuideMatcher([newBuilding, pests, rentIncrease]);
    const score = (question: string) =>
      matcher.matchGuides({ question }).find(({ guide }) => guide.id === 'new-building')?.score;
    // One "building" is half of "newly built", not two thirds of the phrase: not confident.
    expect(score('the whole building shakes')).toBeLessThan(CONFIDENT_SCORE);
    expect(score('a newly built building')).toBeGreaterThanOrEqual(CONFIDENT_SCORE);
  });

  it('needs every content word of a phrase, in any order', () => {
    // "rent" alone is part of the phrase: a weak hint, never enough to answer from.
    expect(pickAnswerGuides(matchGuides({ question: 'The landlord wants more rent' }))).toEqual([]);
    expect(ids('The landlord wants to increase the rent')[0]).toBe('rent-increase');
  });

  it('finds nothing in a question about something else', () => {
    expect(
      pickAnswerGuides(matchGuides({ question: 'Can I rent a car for the weekend?' })),
    ).toEqual([]);
    expect(ids('How do I bake bread?')).toEqual([]);
    // A long word is not another word with an ending: « fauteuil » is not « faut ».
    const faut = createGuideMatcher([
      makeGuide({
        id: 'must',
        appliesTo: { roles: ['tenant'], concepts: { en: ['x', 'y', 'z'], fr: ['il faut'] } },
      }),
    ]);
    expect(faut.matchGuides({ question: 'Mon fauteuil est brisé' })).toEqual([]);
    expect(faut.matchGuides({ question: 'Il faut que je parte' })).toHaveLength(1);
    expect(ids('')).toEqual([]);
  });

  it('does not take a short word for another word with a final "e" dropped (car/care)', () => {
    const care = createGuideMatcher([
      makeGuide({
        id: 'care',
        appliesTo: { roles: ['tenant'], concepts: { en: ['care', 'y', 'z'], fr: ['x', 'w', 'v'] } },
      }),
    ]);
    expect(care.matchGuides({ question: 'My car was towed' })).toEqual([]);
    expect(care.matchGuides({ question: 'She needs nursing care' })).toHaveLength(1);
    expect(care.matchGuides({ question: 'Who is caring for her?' })).toHaveLength(1);
    // Plurals of short words still meet: "bugs" is "bug".
    expect(ids('There is a bed bug in my room')[0]).toBe(ids('There are bed bugs in my room')[0]);
  });

  it('weighs a guide of another role down, without hiding it', () => {
    const asTenant = matchGuides({ question: 'unpaid rent', role: 'tenant' })[0];
    const asLandlord = matchGuides({ question: 'unpaid rent', role: 'landlord' })[0];
    expect(asTenant?.guide.id).toBe('unpaid-rent');
    expect(asLandlord?.score).toBeGreaterThan(asTenant?.score ?? Infinity);
  });

  it('adds confidence when retrieval found the guide’s articles, or the questionnaire agrees', () => {
    const guide = makeGuide({
      appliesTo: {
        ...senior.appliesTo,
        questionnaire: [{ field: 'tenant65Over', equals: true }],
      },
    });
    const matcher = createGuideMatcher([guide]);
    const question = 'repossession of my apartment';
    const plain = matcher.matchGuides({ question })[0]?.score ?? 0;
    const agreed = matcher.matchGuides({ question, questionnaire: { tenant65Over: true } })[0];
    const contradicted = matcher.matchGuides({ question, questionnaire: { tenant65Over: false } });
    const retrieved = matcher.matchGuides({ question, articles: ['1959.1', '1960'] })[0];
    expect(agreed?.score).toBeGreaterThan(plain);
    expect(retrieved?.score).toBeGreaterThan(plain);
    expect(contradicted[0]?.score).toBeLessThan(plain);
  });

  it('never fits a guide on the kind of lease alone, without its words', () => {
    const fixedTerm = makeGuide({
      id: 'rent-increase-fixed-term',
      appliesTo: {
        ...rentIncrease.appliesTo,
        questionnaire: [{ field: 'leaseTermType', equals: 'fixed-term' }],
      },
    });
    const seniorFit = makeGuide({
      appliesTo: { ...senior.appliesTo, questionnaire: [{ field: 'tenant65Over', equals: true }] },
    });
    const matcher = createGuideMatcher([fixedTerm, seniorFit]);
    const asker = { leaseTermType: 'fixed-term', tenant65Over: true };
    const violence = matcher.matchGuides({
      question: 'my ex hit me, can I break my lease?',
      questionnaire: asker,
      articles: ['1942', '1974.1'],
    });
    expect(violence.map((match) => match.guide.id)).not.toContain('rent-increase-fixed-term');
    // A condition about the asker (65 or over) still makes its guide fit.
    expect(violence.map((match) => match.guide.id)).toContain(senior.id);
    const increase = matcher.matchGuides({ question: 'a rent increase', questionnaire: asker });
    expect(increase[0]?.guide.id).toBe('rent-increase-fixed-term');
    expect(increase[0]?.fitsAsker).toBe(true);
  });

  it('does not find a phrase in part through its number or length of time', () => {
    const longLease = makeGuide({
      id: 'long-lease',
      appliesTo: { roles: ['tenant'], concepts: { en: ['lease longer than 12 months'], fr: [] } },
    });
    const disability = makeGuide({
      id: 'disability',
      appliesTo: { roles: ['tenant'], concepts: { en: ['wheelchair'], fr: [] } },
    });
    const matcher = createGuideMatcher([longLease, disability]);
    const matches = matcher.matchGuides({
      question: "I'm in a wheelchair since my accident. Can I end it? It's a 12 month lease.",
    });
    expect(matches[0]?.guide.id).toBe('disability');
    expect(matcher.matchGuides({ question: 'twelve months, 12 years' })).toEqual([]);
  });

  it('reads "I don\'t know" as no answer, not as one that contradicts the guide', () => {
    const guide = makeGuide({
      appliesTo: {
        ...senior.appliesTo,
        questionnaire: [{ field: 'buildingAgeUnder5', equals: 'under-5' }],
      },
    });
    const matcher = createGuideMatcher([guide]);
    const question = 'repossession of my apartment';
    const plain = matcher.matchGuides({ question })[0]?.score ?? 0;
    const unknown = matcher.matchGuides({
      question,
      questionnaire: { buildingAgeUnder5: 'dont-know' },
    });
    const older = matcher.matchGuides({ question, questionnaire: { buildingAgeUnder5: 'over-5' } });
    expect(unknown[0]?.score).toBe(plain);
    expect(unknown[0]?.fitsAsker).toBe(false);
    expect(older[0]?.score).toBeLessThan(plain);
  });

  it('answers from a confident guide only, with a close second', () => {
    const strong = matchGuides({
      question: 'bed bugs and cockroaches, the exterminator never came',
    });
    expect(strong[0]?.score).toBeGreaterThanOrEqual(CONFIDENT_SCORE);
    expect(pickAnswerGuides(strong).map((match) => match.guide.id)).toEqual(['pests']);
    expect(pickAnswerGuides([{ guide: pests, score: CONFIDENT_SCORE - 0.1, matched: [] }])).toEqual(
      [],
    );
    const both = pickAnswerGuides([
      { guide: senior, score: 6, matched: [] },
      { guide: pests, score: 4, matched: [] },
      { guide: rentIncrease, score: 3.5, matched: [] },
    ]);
    expect(both.map((match) => match.guide.id)).toEqual(['repossession-senior', 'pests']);
  });

  it('puts first a second guide made for the asker’s position', () => {
    const fitting = pickAnswerGuides([
      { guide: pests, score: 6, matched: ['bed bugs'] },
      { guide: senior, score: 4, matched: ['senior tenant'], fitsAsker: true },
    ]);
    expect(fitting.map((match) => match.guide.id)).toEqual(['repossession-senior', 'pests']);
    // Fitting the asker without any of its words (a fixed-term lease) does not lead.
    const silent = pickAnswerGuides([
      { guide: pests, score: 6, matched: ['bed bugs'] },
      { guide: senior, score: 4, matched: [], fitsAsker: true },
    ]);
    expect(silent.map((match) => match.guide.id)).toEqual(['pests', 'repossession-senior']);
    const bothFit = pickAnswerGuides([
      { guide: pests, score: 6, matched: [], fitsAsker: true },
      { guide: senior, score: 4, matched: [], fitsAsker: true },
    ]);
    expect(bothFit.map((match) => match.guide.id)).toEqual(['pests', 'repossession-senior']);
  });

  it('tokenizes folded words and drops punctuation', () => {
    expect(tokenize('L’éviction, c’est—quoi?')).toEqual(['l', 'eviction', 'c', 'est', 'quoi']);
  });

  it('prefers the guide whose rule the question triggers when search found that rule too', () => {
    // Both guides' phrases are found only in part ("move" and "pay"): the words alone tie.
    const concepts = (en: string, fr: string) => ({
      roles: ['tenant' as const],
      concepts: { en: [en], fr: [fr] },
    });
    const moving = makeGuide({
      id: 'abandonment',
      appliesTo: concepts('moved out without paying', 'parti sans payer'),
      answer: { en: 'Abandonment.', fr: 'Abandon.', articles: ['1975'] },
    });
    const taking = makeGuide({
      id: 'repossession',
      appliesTo: concepts('owner wants to move in', 'reprise du logement'),
      answer: { en: 'Repossession.', fr: 'Reprise.', articles: ['1957'] },
      rules: [
        {
          triggers: { en: ['pay for my move'], fr: ['payer mon déménagement'] },
          article: '1967',
          en: 'Moving costs.',
          fr: 'Frais de déménagement.',
        },
      ],
    });
    const matcher = createGuideMatcher([moving, taking]);
    const question = 'My landlord wants to move in. Does he have to pay for my move?';
    const rank = (articles?: string[]) =>
      matcher.matchGuides({ question, articles }).map((match) => match.guide.id);
    const score = (articles?: string[]) =>
      matcher.matchGuides({ question, articles }).find((m) => m.guide.id === 'repossession')!.score;
    // Confirmed by search (art. 1967 among the articles found): the rule's guide gains.
    expect(score(['1851', '1967'])).toBeGreaterThan(score(['1851', '1975']));
    expect(rank(['1851', '1967'])[0]).toBe('repossession');
    // Not confirmed (nor any of its articles found), or no search: the words alone decide.
    expect(score(['1851', '1975'])).toBe(score(undefined));
  });

  it('reads « sans » as a word that changes the meaning, like "without"', () => {
    const left = createGuideMatcher([
      makeGuide({
        id: 'abandonment',
        appliesTo: {
          roles: ['tenant'],
          concepts: { en: ['moved out without paying'], fr: ['déménagé sans payer'] },
        },
      }),
    ]);
    const score = (question: string) => left.matchGuides({ question })[0]?.score ?? 0;
    // Moving and paying are not moving without paying: at most a partial match.
    expect(score('Si je déménage, dois-je payer le loyer?')).toBeLessThan(
      score('Il a déménagé sans payer'),
    );
  });

  it('meets a concept in any tense of an irregular English verb', () => {
    const separation = createGuideMatcher([
      makeGuide({
        id: 'separation',
        appliesTo: { roles: ['tenant'], concepts: { en: ['break up'], fr: ['rupture'] } },
      }),
    ]);
    const score = (question: string) => separation.matchGuides({ question })[0]?.score ?? 0;
    expect(score('We broke up in May')).toBe(score('We break up in May'));
    expect(score('We broke up in May')).toBeGreaterThan(0);
  });
});

describe("matchGuides with search's evidence", () => {
  // Both guides share the question's words equally ("notice"): only the evidence tells them apart.
  const notice = (id: string, article: string, other: string) =>
    makeGuide({
      id,
      appliesTo: { roles: ['tenant'], concepts: { en: [`${id} notice`], fr: [`avis ${id}`] } },
      answer: { en: `${id}.`, fr: `${id}.`, articles: [article] },
      articles: [article, other],
    });
  const repossession = notice('repossession', '1957', '1960');
  const increase = notice('increase', '1942', '1945');
  const matcher = createGuideMatcher([increase, repossession], { evidence: true });
  const question = 'I got a repossession notice, or is it an increase notice?';
  const first = (articles?: string[]) => matcher.matchGuides({ question, articles })[0];

  it('ranks higher the guide whose articles search ranked high, more for a higher rank', () => {
    expect(first()?.guide.id).toBe('increase'); // a tie of words falls to the id
    expect(first(['1957', '1942'])?.guide.id).toBe('repossession');
    expect(first(['1942', '1957'])?.guide.id).toBe('increase');
    // A guide's other article counts, for less than an article its answer rests on.
    const evidence = (articles: string[]) =>
      matcher.matchGuides({ question, articles }).find((m) => m.guide.id === 'repossession')
        ?.evidence;
    expect(evidence(['1957'])).toBeGreaterThan(evidence(['1960']) ?? Infinity);
    expect(evidence(['1960'])).toBeGreaterThan(0);
    expect(evidence(['1851'])).toBe(0);
    // Off (the default): only the answer's articles among the first five count, whatever rank.
    const plain = createGuideMatcher([increase, repossession]);
    expect(plain.matchGuides({ question, articles: ['1957', '1942'] })[0]?.guide.id).toBe(
      'increase',
    );
  });

  // The words favour the increase guide (two of its phrases) in ASK; repossession has one.
  const ASK = 'a raise, an increase notice, and a repossession notice';
  const makeWordedIncrease = () =>
    makeGuide({
      ...increase,
      appliesTo: {
        roles: ['tenant'],
        concepts: { en: ['increase notice', 'raise'], fr: ['avis augmentation'] },
      },
    });

  it('prefers, when words and evidence disagree, a guide whose articles search found', () => {
    // Search found only repossession.
    const both = createGuideMatcher([makeWordedIncrease(), repossession], { evidence: true });
    expect(both.matchGuides({ question: ASK })[0]?.guide.id).toBe('increase');
    expect(both.matchGuides({ question: ASK, articles: ['1851', '1957'] })[0]?.guide.id).toBe(
      'repossession',
    );
  });

  it("weighs a guide's deciding articles clearly above its other ones (round 7)", () => {
    const wide = makeGuide({
      ...repossession,
      articles: ['1957', '1960', '1961', '1962', '1963'],
    });
    const evidence = (articles: string[]) =>
      createGuideMatcher([wide], { evidence: true })
        .matchGuides({ question, articles })
        .find((m) => m.guide.id === 'repossession')?.evidence ?? 0;
    const filler = ['1851', '1852', '1853', '1854', '1855'];
    // Four of its other articles ranked first say less than its deciding one ranked sixth.
    expect(evidence(['1960', '1961', '1962', '1963'])).toBeLessThan(evidence([...filler, '1957']));
    expect(evidence(['1960', '1961', '1962', '1963'])).toBeGreaterThan(0);
  });

  it("keeps the words' guide first when another is found only through its other articles", () => {
    const both = createGuideMatcher([makeWordedIncrease(), repossession], { evidence: true });
    // 1960 is one of the repossession guide's other articles, not one its answer rests on.
    expect(both.matchGuides({ question: ASK, articles: ['1960'] })[0]?.guide.id).toBe('increase');
  });
});

describe('matchGuides with the asked questions', () => {
  // Both guides share the question's words equally ("notice"): the asked questions of the
  // articles their answers rest on tell them apart.
  const notice = (id: string, article: string) =>
    makeGuide({
      id,
      appliesTo: { roles: ['tenant'], concepts: { en: [`${id} notice`], fr: [`avis ${id}`] } },
      answer: { en: `${id}.`, fr: `${id}.`, articles: [article] },
      articles: [article],
    });
  const guides = [notice('increase', '1942'), notice('repossession', '1957')];
  const asked = createAskedMatcher(
    new Map([
      [
        '1957',
        {
          en: ['my landlord wants the unit back for his daughter to live in'],
          fr: ['le proprio veut reprendre mon logement pour sa fille'],
        },
      ],
      [
        '1942',
        {
          en: ['how much can my landlord raise the rent this year'],
          fr: ['de combien le proprio peut augmenter mon loyer'],
        },
      ],
    ]),
  );
  const question =
    'I got a repossession notice, or is it an increase notice? He wants it back for his daughter.';

  it('ranks first the guide whose deciding article the asked questions point to', () => {
    expect(createGuideMatcher(guides).matchGuides({ question })[0]?.guide.id).toBe('increase');
    const matches = createGuideMatcher(guides, { asked }).matchGuides({ question });
    expect(matches[0]?.guide.id).toBe('repossession');
  });

  it('marks a guide unsupported when neither search nor the asked questions rank its articles first', () => {
    const matcher = createGuideMatcher(guides, { asked });
    const byId = (articles: string[]) =>
      new Map(
        matcher
          .matchGuides({ question, articles })
          .map((match) => [match.guide.id, match.unsupported]),
      );
    // The asked questions point to 1957 (repossession); search found neither guide's article.
    const unfound = byId(['1910', '1911', '1912']);
    expect(unfound.get('repossession')).toBe(false);
    expect(unfound.get('increase')).toBe(true);
    // Search's first three articles support a guide too, not its fourth.
    expect(byId(['1910', '1942', '1911']).get('increase')).toBe(false);
    expect(byId(['1910', '1911', '1912', '1942']).get('increase')).toBe(true);
    // Without search's articles nothing is said.
    expect(matcher.matchGuides({ question })[0]?.unsupported).toBeUndefined();
  });

  it('never makes a guide of the asked questions alone', () => {
    const matches = createGuideMatcher(guides, { asked }).matchGuides({
      question: 'He wants it back for his daughter to live in.',
    });
    expect(matches).toEqual([]);
  });
});
