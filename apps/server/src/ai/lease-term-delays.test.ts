import { describe, expect, it } from 'vitest';
import { lawSource, readArticleText } from '../test/fixture-sources';
import { makeAnswerInput } from '../test/fixture-answer-input';
import { GENERAL_LEASE_DELAYS } from './general-lease-delays';
import { composeLeaseDelay, LEASE_DELAYS } from './lease-term-delays';
import type { LeaseTerm } from './lease-term';

const LEASES: LeaseTerm[] = [
  { term: 'indeterminate', room: false, monthly: true },
  { term: 'fixed', months: 12, room: false, monthly: false },
  { term: 'fixed', months: 6, room: false, monthly: false },
  { term: 'fixed', room: false, monthly: false },
  { term: 'fixed', months: 24, room: false, monthly: false },
  { room: true, monthly: false },
];
const NUMBER_WORDS = ['one', 'two', 'three', 'six', 'un', 'deux', 'trois'];

const ALL_DELAYS = [...LEASE_DELAYS, ...GENERAL_LEASE_DELAYS];

describe('LEASE_DELAYS and GENERAL_LEASE_DELAYS', () => {
  it('rest on words of the article whose delays they state', () => {
    for (const delay of ALL_DELAYS) {
      const text = readArticleText(delay.delaysOf ?? delay.article);
      for (const words of delay.evidence) expect(text, delay.article).toContain(words);
    }
  });

  it('state no number the article does not hold (the lease’s own length aside)', () => {
    for (const delay of ALL_DELAYS) {
      const law = readArticleText(delay.delaysOf ?? delay.article).toLowerCase();
      for (const lease of LEASES) {
        const statement = delay.state(lease);
        if (!statement) continue;
        for (const text of [statement.en, statement.fr]) {
          for (const digits of text.match(/\d+/g) ?? []) expect(law, text).toContain(digits);
          for (const word of NUMBER_WORDS.filter((w) => new RegExp(`\\b${w}\\b`).test(text))) {
            const french = { one: 'un', two: 'deux', three: 'trois', six: 'six' }[word] ?? word;
            expect(law, text).toContain(french);
          }
        }
      }
    }
  });
});

describe('composeLeaseDelay', () => {
  const input = (question: string, searched: string[], lang: 'en' | 'fr' = 'en') =>
    makeAnswerInput({
      question,
      lang,
      questionnaire: null,
      searchedArticles: searched,
      sources: searched.map((article) => lawSource(article)),
    });

  it('works out art. 1946’s delay for a tenant whose lease has no end date', () => {
    const line = composeLeaseDelay(
      input('im month to month, want to move out in feb. how much notice?', ['1946', '1960']),
      'Under art. 1946 C.c.Q., … Under art. 1960 C.c.Q., …',
    );
    expect(line).toBe(
      "The lease in your question has no end date (indeterminate term): under art. 1946 C.c.Q., the tenant's notice of termination (resiliation) has the same delays as the landlord's notice of a change: at least one month and at most two months ahead.",
    );
  });

  it('says a lease with an end date is renewed of right, for 12 months when it was longer', () => {
    const question = 'the lease is 24 months ending june 30 2027. does it renew for 24 months?';
    const line = composeLeaseDelay(input(question, ['1941']), 'the lease is renewed (art. 1941)');
    expect(line).toMatch(/is for 24 months: under art\. 1941 C\.c\.Q\.,.*renewed automatically/);
    expect(line).toMatch(/but for 12 months, since it is longer than 12 months\.$/);
  });

  it('states the first article whose delay the lease settles, and only when it is cited', () => {
    const question = 'Mon bail est à durée indéterminée. Le proprio peut-il augmenter le loyer?';
    const said = 'Lors de la reconduction … (art. 1942). Selon l’art. 1960 C.c.Q., …';
    expect(composeLeaseDelay(input(question, ['1886', '1942', '1960'], 'fr'), said)).toBe(
      'Le bail dont parle votre question est à durée indéterminée (sans date de fin) : selon l’art. 1942 C.c.Q., l’avis de modification du locateur (par exemple une augmentation de loyer) se donne au moins un mois et au plus deux mois à l’avance.',
    );
    // Search's first article with a delay is not in the Summary: nothing is worked out.
    expect(composeLeaseDelay(input(question, ['1960', '1942'], 'fr'), 'art. 1942')).toBeUndefined();
  });

  it('adds nothing without a kind of lease, nor a dwelling delay to a lease excluded', () => {
    expect(composeLeaseDelay(input('how much notice?', ['1946']), 'art. 1946')).toBeUndefined();
    const excluded = {
      ...input('im month to month, how much notice?', ['1946']),
      excludedSituation: { situation: 'landlord-primary-residence', origin: 'question' } as const,
    };
    expect(composeLeaseDelay(excluded, 'art. 1946')).toBeUndefined();
  });

  it('gives a lease the dwelling rules exclude the general rules’ delays', () => {
    const excluded = (question: string, searched: string[]) => ({
      ...input(question, searched),
      excludedSituation: { situation: 'not-a-dwelling', origin: 'question' } as const,
    });
    expect(
      composeLeaseDelay(
        excluded('I rent a storage unit month to month, how much notice?', ['1946', '1882']),
        'art. 1946 … art. 1882',
      ),
    ).toMatch(
      /under art\. 1882 C\.c\.Q\., .*so one month when the rent is paid by the month; if the thing leased is a movable, the delay is 10 days/,
    );
    expect(
      composeLeaseDelay(
        excluded('my 12-month lease of a garage ended, I am still there', ['1879']),
        'art. 1879',
      ),
    ).toMatch(/is for 12 months: under art\. 1879 C\.c\.Q\., .*more than 10 days after/);
    // A fixed term ends of right (art. 1877), and is renewed tacitly if the lessee stays on.
    const both = composeLeaseDelay(
      excluded('my 2-year lease of a workshop ends Dec 31, must I give notice?', ['1877', '1879']),
      'art. 1877 … art. 1879',
    );
    expect(both).toMatch(
      /under art\. 1877 C\.c\.Q\., a fixed-term lease ends of right .*; under art\. 1879 C\.c\.Q\., /,
    );
    expect(
      composeLeaseDelay(
        excluded('my 2-year lease of a workshop ends Dec 31, must I give notice?', [
          '1877',
          '1879',
        ]),
        'art. 1879',
      ),
    ).not.toContain('art. 1877');
  });
});

describe('composeLeaseDelay for a landlord', () => {
  it('passes over the tenant’s own notice to the landlord’s delay', () => {
    const question =
      'I own a triplex. My tenant is month to month. How much notice to raise the rent?';
    const input = makeAnswerInput({
      question,
      questionnaire: null,
      searchedArticles: ['1946', '1942'],
      sources: ['1946', '1942'].map((article) => lawSource(article)),
    });
    expect(composeLeaseDelay(input, 'art. 1946 … art. 1942')).toMatch(
      /under art\. 1942 C\.c\.Q\., the landlord's notice of a change .* at least one month and at most two months ahead\.$/,
    );
  });
});
