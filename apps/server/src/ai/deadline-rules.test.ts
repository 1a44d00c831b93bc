import { describe, expect, it } from 'vitest';
import { DEADLINE_RULES, type DeadlineRule, type LeaseFacts } from './deadline-rules';
import { readArticleText } from '../test/fixture-sources';

function findRule(article: string): DeadlineRule {
  const rule = DEADLINE_RULES.find((candidate) => candidate.article === article);
  if (!rule) throw new Error(`no rule for art. ${article}`);
  return rule;
}

const fixed = (leaseMonths?: number): LeaseFacts => ({
  termType: 'fixed-term',
  leaseMonths,
  isRoom: false,
});

describe('DEADLINE_RULES', () => {
  it('covers the articles the deadline tests cover (add a test with any new rule)', () => {
    expect(DEADLINE_RULES.map((rule) => rule.article)).toEqual([
      '1942', '1944', '1945', '1946', '1947', '1960', '1962', '1963', '1938', '1971', '1974', '1974.1',
    ]); // prettier-ignore
  });

  it('rests every rule on words of its article in the official French text', () => {
    for (const rule of DEADLINE_RULES) {
      expect(rule.evidence.test(readArticleText(rule.article)), rule.article).toBe(true);
    }
  });

  it('cites no other article than the ones shown, in both languages', () => {
    for (const rule of DEADLINE_RULES) {
      for (const text of Object.values(rule.describe)) {
        expect(text, rule.article).not.toMatch(/\b(?:art(?:icle|\.)s?)\s*\d{4}/i);
      }
    }
  });

  it('models each rule as a window, a latest date, a date of effect or a statement', () => {
    const kinds = Object.fromEntries(
      DEADLINE_RULES.map((rule) => [rule.article, rule.timing?.kind ?? 'statement']),
    );
    expect(kinds).toEqual({
      '1942': 'window',
      '1944': 'window',
      '1946': 'window',
      '1945': 'latest-date',
      '1960': 'latest-date',
      '1962': 'latest-date',
      '1974': 'takes-effect',
      '1974.1': 'takes-effect',
      '1947': 'statement',
      '1963': 'statement',
      '1938': 'statement',
      '1971': 'statement',
    });
  });
});

describe('the conditions each description states match the article', () => {
  it('art. 1938: six months of cohabitation for de facto spouses, relatives and allies', () => {
    const { en, fr } = findRule('1938').describe;
    expect(readArticleText('1938')).toContain(
      's’il habite avec ce dernier depuis au moins six mois',
    );
    expect(en).toContain('if they have lived with the tenant for at least six months');
    expect(en).toMatch(
      /de facto spouse, a relative or a person connected to the tenant by marriage/,
    );
    expect(en).toContain('parental union');
    expect(fr).toContain(
      's’il habite avec lui depuis au moins six mois, son conjoint de fait, un parent ou un allié',
    );
    for (const text of [en, fr]) expect(text).toMatch(/two months|deux mois/);
  });

  it('art. 1971: three weeks late, or frequent late payment causing serious prejudice', () => {
    const { en, fr } = findRule('1971').describe;
    expect(en).toContain('more than three weeks late');
    expect(en).toContain('serious prejudice');
    expect(en).toContain('frequently late');
    expect(fr).toContain('préjudice sérieux');
    expect(fr).toContain('retarde fréquemment');
  });

  it('art. 1942: three to six months, one to two under 12 months, undetermined, 10 and 20 days', () => {
    const { en, fr } = findRule('1942').describe;
    expect(en).toMatch(/at least three months, but not more than six months/);
    expect(en).toMatch(/less than 12 months, at least one month, but not more than two months/);
    expect(en).toMatch(/no fixed term .* at least one month and at most two months/);
    expect(en).toMatch(/room, these periods are 10 days and 20 days/);
    expect(fr).toMatch(/bail d’une chambre, ces délais sont de 10 jours et de 20 jours/);
  });

  it('art. 1960: six months, one month for six months or less, and the undetermined case', () => {
    const { en, fr } = findRule('1960').describe;
    expect(en).toContain('at least six months before the expiry of a fixed-term lease');
    expect(en).toContain('six months or less, the notice is one month');
    expect(en).toContain('six months before the date of the repossession or eviction');
    expect(fr).toContain('si la durée du bail est de six mois ou moins, l’avis est d’un mois');
  });

  it('arts. 1974 and 1974.1: two months, one month for no fixed term or under 12 months', () => {
    for (const article of ['1974', '1974.1']) {
      expect(readArticleText(article)).toContain(
        'lorsque le bail est à durée indéterminée ou de moins de 12 mois',
      );
      const { en, fr } = findRule(article).describe;
      expect(en).toContain(
        'two months after the notice is sent to the landlord, or one month after it when the lease has no fixed term or is for less than 12 months',
      );
      expect(en).toContain('sooner if the parties agree or if the landlord re-lets');
      expect(fr).toContain(
        'ou un mois après s’il s’agit d’un bail à durée indéterminée ou de moins de 12 mois',
      );
    }
  });

  it('art. 1945: deemed acceptance, and the dwellings where a refusing tenant must leave', () => {
    const { en } = findRule('1945').describe;
    expect(en).toContain('deemed to have accepted the renewal');
    expect(en).toContain('must leave the dwelling at the end of the lease');
  });
});

describe('the periods each rule gives for a lease', () => {
  const windows = (facts: LeaseFacts) => {
    const timing = findRule('1942').timing;
    return timing?.kind === 'window' ? timing.windows(facts) : [];
  };
  const periods = (article: string, facts: LeaseFacts) => {
    const timing = findRule(article).timing;
    return timing && timing.kind !== 'window' ? timing.periods(facts) : [];
  };

  it('art. 1942 windows follow the length, with 12 months as a long lease', () => {
    expect(windows(fixed(12)).map((w) => [w.most, w.least, w.unit])).toEqual([[6, 3, 'months']]);
    expect(windows(fixed(11)).map((w) => [w.most, w.least, w.unit])).toEqual([[2, 1, 'months']]);
    expect(windows(fixed(1)).map((w) => [w.most, w.least, w.unit])).toEqual([[2, 1, 'months']]);
    expect(windows({ ...fixed(12), isRoom: true }).map((w) => [w.most, w.least])).toEqual([
      [20, 10],
    ]);
    expect(windows({ termType: 'undetermined', isRoom: false })).toEqual([]);
  });

  it('art. 1960 gives one month up to six months, six months above', () => {
    expect(periods('1960', fixed(6)).map((p) => p.amount)).toEqual([1]);
    expect(periods('1960', fixed(2)).map((p) => p.amount)).toEqual([1]);
    expect(periods('1960', fixed(7)).map((p) => p.amount)).toEqual([6]);
    expect(periods('1960', fixed()).map((p) => p.amount)).toEqual([6, 1]);
  });

  it('art. 1974 gives two months from 12 months, one month below or with no fixed term', () => {
    expect(periods('1974', fixed(12)).map((p) => p.amount)).toEqual([2]);
    expect(periods('1974', fixed(11)).map((p) => p.amount)).toEqual([1]);
    expect(periods('1974', { termType: 'undetermined', isRoom: false })).toHaveLength(1);
    expect(periods('1974.1', { isRoom: false }).map((p) => p.amount)).toEqual([2, 1]);
  });
});
