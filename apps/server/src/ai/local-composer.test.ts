import { DEFAULT_SKIPPED_ANSWERS, isOutOfScopeAnswer, type Source } from '@lexlogis/contracts';
import { describe, expect, it } from 'vitest';
import type { AnswerInput } from './answer-types';
import { checkCitations } from './citation-checker';
import { SECTION_HEADINGS } from './composer-phrases';
import { composeLocalAnswer, createLocalComposer, formatArticleList } from './local-composer';
import {
  decisionSource,
  formSource,
  lawSource,
  modifiedLawSource,
  readArticleText,
} from '../test/fixture-sources';
import { makeGuide } from '../test/fixture-content';

const NOW = new Date('2026-02-10T15:00:00Z');
const rentSources: Source[] = [
  ...['1942', '1943', '1944', '1945', '1946', '1947'].map((article) => lawSource(article)),
  formSource('TAL-810A'),
  formSource('TAL-806A'),
  decisionSource('2023 QCTAL 22726'),
];

function input(overrides: Partial<AnswerInput>): AnswerInput {
  return {
    question: 'My landlord wants to raise my rent by 12% at renewal, what can I do?',
    lang: 'en',
    sources: rentSources,
    history: [],
    questionnaire: { ...DEFAULT_SKIPPED_ANSWERS, userType: 'tenant' },
    now: NOW,
    ...overrides,
  };
}

function sections(text: string): string[] {
  return text.match(/^## .+$/gm) ?? [];
}

describe('composeLocalAnswer', () => {
  it('answers a rent increase in English with three sections, quotes and forms', () => {
    const text = composeLocalAnswer(input({}));
    expect(sections(text)).toEqual(SECTION_HEADINGS.en.map((heading) => `## ${heading}`));
    expect(text).toContain('arts. 1942, 1943, 1944, 1945, 1946 and 1947 C.c.Q.');
    // The key sentence of art. 1942, verbatim from the consolidated French text.
    expect(text).toContain(
      'au moins trois mois, mais pas plus de six mois, avant l’arrivée du terme',
    );
    expect(text).toContain('The quoted text is the French version');
    expect(text).toContain(
      '<https://www.legisquebec.gouv.qc.ca/en/version/cs/CCQ-1991?code=se:1942>',
    );
    expect(text).toContain('Unofficial copy, consolidated to June 30, 2025 — official text:');
    expect(text).toContain('**TAL-810A**');
    expect(text).toContain('2023 QCTAL 22726');
    expect(text).toContain('Outcome not known.');
    expect(text).toContain('legal information');
    expect(text).toContain('not legal advice');
  });

  it('cites nothing outside its sources, in both languages', () => {
    for (const lang of ['en', 'fr'] as const) {
      const text = composeLocalAnswer(input({ lang }));
      const check = checkCitations(text, rentSources, lang);
      expect(check.unverified).toEqual([]);
      expect(check.verified.length).toBeGreaterThan(5);
    }
  });

  it("leaves the articles a decision's own summary mentions unmarked, as a quotation", () => {
    // This summary names art. 57 LTAL and art. 1953, neither of which is among the sources.
    const sources = [...rentSources, decisionSource('2025 QCTAL 3777')];
    for (const lang of ['en', 'fr'] as const) {
      const text = composeLocalAnswer(input({ lang, sources }));
      expect(text).toContain('2025 QCTAL 3777');
      expect(checkCitations(text, sources, lang).unverified).toEqual([]);
    }
  });

  it('answers in French with French headings and no English-version note', () => {
    const text = composeLocalAnswer(
      input({
        lang: 'fr',
        question: 'Mon propriétaire veut augmenter mon loyer de 12 %. Que faire?',
      }),
    );
    expect(sections(text)).toEqual(SECTION_HEADINGS.fr.map((heading) => `## ${heading}`));
    expect(text).toContain('art. 1942, 1943, 1944, 1945, 1946 et 1947 C.c.Q.');
    expect(text).toContain('Copie non officielle, à jour au 30 juin 2025');
    expect(text).toContain('Issue non connue.');
    expect(text).not.toContain('French version');
    expect(text).toContain('non un avis juridique');
  });

  it('says which role the answer is for: a sub-tenant who answered "tenant" is told so', () => {
    const sublet = composeLocalAnswer(
      input({
        lang: 'fr',
        question: "Je sous-loue une chambre au locataire. Il n'y a plus d'eau chaude, que faire?",
      }),
    );
    expect(sublet).toContain('Vous posez la question en tant que sous-locataire.');
    const occupant = composeLocalAnswer(
      input({
        lang: 'fr',
        question: 'Ma mère était la locataire, elle est décédée. Je peux rester?',
        questionnaire: { ...DEFAULT_SKIPPED_ANSWERS, userType: 'occupant' },
      }),
    );
    expect(occupant).toContain('Vous posez la question en tant qu’occupant.');
    const tenant = composeLocalAnswer(input({}));
    expect(tenant).toContain('You are asking as a tenant.');
    const skipped = composeLocalAnswer(input({ questionnaire: undefined }));
    expect(skipped).not.toContain('You are asking as');
  });

  it('quotes the deposit rule of art. 1904', () => {
    const text = composeLocalAnswer(
      input({
        question: 'Can my landlord ask for a security deposit of one month?',
        sources: [lawSource('1904')],
      }),
    );
    expect(text).toContain(readArticleText('1904').split('\n')[1]!);
    expect(text).toContain('art. 1904 C.c.Q.');
  });

  it('flags an amended article and the act that amended it', () => {
    const text = composeLocalAnswer(
      input({
        question: 'My spouse left; can I stay in the apartment as tenant?',
        sources: [
          lawSource('1938', { isModified: true }),
          modifiedLawSource('1938', ['2024, c. 22']),
        ],
      }),
    );
    expect(text).toContain('**Amended article** (2024, c. 22)');
    expect(text).toContain('conjoint en union parentale');
    expect(text).toContain('**art. 1938 C.c.Q.**');
  });

  it('says a repealed article no longer applies', () => {
    const text = composeLocalAnswer(
      input({
        question: 'What does article 1966 say about eviction?',
        sources: [lawSource('1966')],
      }),
    );
    expect(text).toContain('This article is repealed');
  });

  it('states an excluded situation with art. 1892, quoted first', () => {
    const text = composeLocalAnswer(
      input({
        question: 'I rent a chalet for vacation, can the owner raise the rent?',
        sources: [...rentSources, lawSource('1892')],
        excludedSituation: { situation: 'vacation-rental', origin: 'question', paragraph: '1°' },
      }),
    );
    expect(text).toContain('**Possible excluded situation.** Your question suggests');
    expect(text).toContain(
      'one of those art. 1892 C.c.Q. (1°) leaves out of the dwelling-lease rules. Those rules may not apply if the lease concerns a dwelling leased for vacation purposes.',
    );
    // A guess from the question's words never says the rules do not apply.
    expect(text).not.toContain('do not apply');
    expect(text.indexOf('**Art. 1892 C.c.Q.**')).toBeLessThan(text.indexOf('**Art. 1942 C.c.Q.**'));
    expect(text).toContain('à des fins de villégiature');
    expect(checkCitations(text, [...rentSources, lawSource('1892')], 'en').unverified).toEqual([]);
  });

  it('lists no dwelling-only delay under Deadlines for a lease those rules may not govern', () => {
    const ask = (excluded: boolean) =>
      composeLocalAnswer(
        input({
          question: 'I rent a garage on its own; the owner wants me out next month. Can he?',
          sources: [...rentSources, lawSource('1882')],
          excludedSituation: excluded ? { situation: 'not-a-dwelling', origin: 'question' } : null,
        }),
      ).split('## Next steps')[1] ?? '';
    expect(ask(false)).toContain('**art. 1942 C.c.Q.**');
    expect(ask(true)).not.toContain('**art. 1942 C.c.Q.**');
  });

  it('states a questionnaire exclusion in French', () => {
    const text = composeLocalAnswer(
      input({
        lang: 'fr',
        question: 'Mon locateur peut-il augmenter mon loyer?',
        sources: [lawSource('1892'), lawSource('1942')],
        excludedSituation: { situation: 'hotel-room', origin: 'questionnaire', paragraph: '3°' },
      }),
    );
    expect(text).toContain('**Situation exclue.** Vous avez indiqué');
    expect(text).toContain(
      'Selon l’art. 1892 C.c.Q. (3°), les règles du bail de logement ne s’appliquent pas',
    );
  });

  it('declines an off-topic question with the out-of-scope opening', () => {
    const en = composeLocalAnswer(
      input({ question: 'What is the best recipe for chocolate chip cookies?' }),
    );
    expect(en.startsWith('Sorry, your question')).toBe(true);
    expect(en).not.toContain('##');
    const fr = composeLocalAnswer(
      input({ lang: 'fr', question: 'Quelle est la capitale de l’Australie?' }),
    );
    expect(
      fr.startsWith(
        'Désolé, votre question ne semble pas porter sur le droit du logement au Québec',
      ),
    ).toBe(true);
    expect(isOutOfScopeAnswer(fr)).toBe(true);
    const noSources = composeLocalAnswer(input({ sources: [] }));
    expect(noSources.startsWith('Sorry, your question')).toBe(true);
  });

  it('takes a guide as a sign of housing only when the question’s own words matched it', () => {
    const question = 'What is the best recipe for chocolate chip cookies?';
    // Matched on the questionnaire and search's articles alone (no phrase of the question).
    const byAnswers = composeLocalAnswer(
      input({ question, guides: [{ guide: makeGuide(), matched: [] }] }),
    );
    expect(byAnswers).toMatch(/^Sorry, your question/);
    const byWords = composeLocalAnswer(
      input({
        question: 'Can he take it back for his son?',
        guides: [{ guide: makeGuide(), matched: ['take it back'] }],
      }),
    );
    expect(byWords).not.toMatch(/^Sorry, your question/);
  });

  it('computes the notice window of art. 1942 from the lease end date in the question', () => {
    const text = composeLocalAnswer(
      input({
        question:
          'My 12-month lease ends on June 30, 2026 and my landlord wants to raise the rent. When must the notice come?',
      }),
    );
    expect(text).toContain(
      'For a lease of 12 months or more ending on June 30, 2026: between January 1, 2026 and March 31, 2026; that period is running now.',
    );
  });

  it('computes the one-month reply period of art. 1945 in French', () => {
    const text = composeLocalAnswer(
      input({
        lang: 'fr',
        question: 'J’ai reçu le 15 janvier 2026 un avis d’augmentation de loyer. Puis-je refuser?',
      }),
    );
    expect(text).toContain(
      'Avis reçu le 15 janvier 2026 : le délai d’un mois se termine le 15 février 2026, il reste 5 jours.',
    );
  });

  it('says when no date was given rather than inventing one', () => {
    const fixedTerm = { ...DEFAULT_SKIPPED_ANSWERS, leaseTermType: 'fixed-term' } as const;
    const text = composeLocalAnswer(input({ questionnaire: fixedTerm }));
    expect(text).toContain('Your question does not give the end date of your lease');
    expect(text).not.toMatch(/between \w+ \d+, \d{4} and/);
  });
});

describe('formatArticleList', () => {
  it('groups Civil Code articles and keeps other laws apart', () => {
    expect(formatArticleList(['art. 1942 C.c.Q.'], 'en')).toBe('art. 1942 C.c.Q.');
    expect(
      formatArticleList(['art. 1942 C.c.Q.', 'art. 1945 C.c.Q.', 'Regulation X, s. 6'], 'fr'),
    ).toBe('art. 1942 et 1945 C.c.Q. et Regulation X, s. 6');
  });
});

describe('createLocalComposer', () => {
  it('streams the composed answer in several chunks', async () => {
    const composer = createLocalComposer({ chunkSize: 40 });
    expect(composer.label).toBe('offline-composer');
    const chunks: string[] = [];
    for await (const chunk of composer.streamAnswer(input({}), new AbortController().signal)) {
      chunks.push(chunk);
    }
    expect(chunks.length).toBeGreaterThan(20);
    expect(chunks.join('')).toBe(composeLocalAnswer(input({})));
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    const chunks: string[] = [];
    const run = async () => {
      for await (const chunk of createLocalComposer().streamAnswer(input({}), controller.signal)) {
        chunks.push(chunk);
        if (chunks.length === 3) controller.abort();
      }
    };
    await expect(run()).rejects.toThrow();
    expect(chunks.length).toBe(3);
  });
});
