import { describe, expect, it } from 'vitest';
import {
  countKnownOutcomes,
  countUserOutcomes,
  filterCasesByTab,
  readOutcomePercentage,
  type UserOutcome,
} from './case-outcome';

const cases = (outcomes: UserOutcome[]) =>
  outcomes.map((userOutcome, index) => ({ id: String(index), userOutcome }));

describe('countUserOutcomes', () => {
  it('counts each outcome from the user side, with the total', () => {
    const stats = countUserOutcomes(
      cases(['favourable', 'unknown', 'unfavourable', 'favourable', 'neutral', 'unknown']),
    );
    expect(stats).toEqual({ total: 6, favourable: 2, unfavourable: 1, neutral: 1, unknown: 2 });
    expect(countKnownOutcomes(stats)).toBe(4);
  });

  it('counts an all-unknown set as unknown only', () => {
    const stats = countUserOutcomes(cases(['unknown', 'unknown', 'unknown']));
    expect(stats).toEqual({ total: 3, favourable: 0, unfavourable: 0, neutral: 0, unknown: 3 });
    expect(countKnownOutcomes(stats)).toBe(0);
    expect(readOutcomePercentage(0, stats)).toBeNull();
  });

  it('counts nothing for no cases', () => {
    expect(countUserOutcomes([])).toEqual({
      total: 0,
      favourable: 0,
      unfavourable: 0,
      neutral: 0,
      unknown: 0,
    });
  });
});

describe('readOutcomePercentage', () => {
  it('gives no percentage over fewer than 5 known outcomes', () => {
    const four = countUserOutcomes(
      cases(['favourable', 'favourable', 'unfavourable', 'neutral', 'unknown', 'unknown']),
    );
    expect(readOutcomePercentage(four.favourable, four)).toBeNull();
  });

  it('gives the share of known outcomes from 5 on, unknown ones left out', () => {
    const five = countUserOutcomes(
      cases(['favourable', 'favourable', 'unfavourable', 'neutral', 'favourable', 'unknown']),
    );
    expect(readOutcomePercentage(five.favourable, five)).toBe(60);
    expect(readOutcomePercentage(five.neutral, five)).toBe(20);
  });
});

describe('filterCasesByTab', () => {
  const list = cases(['favourable', 'unknown', 'unfavourable', 'neutral', 'favourable']);

  it('keeps every case, unknown ones too, under All', () => {
    expect(filterCasesByTab(list, 'all')).toHaveLength(5);
  });

  it('reads Positive as favourable to the user and Negative as unfavourable', () => {
    expect(filterCasesByTab(list, 'positive').map((item) => item.id)).toEqual(['0', '4']);
    expect(filterCasesByTab(list, 'negative').map((item) => item.id)).toEqual(['2']);
    expect(filterCasesByTab(list, 'neutral').map((item) => item.id)).toEqual(['3']);
  });
});
