import { describe, expect, it } from 'vitest';
import { readSearchState, toSearchParams } from './use-search-filters';

describe('search filters in the URL', () => {
  it('reads valid filters and the page', () => {
    const state = readSearchState(
      new URLSearchParams('q=punaises&tribunal=tal&outcome=unknown&from=2020-01-01&page=3'),
    );
    expect(state).toEqual({
      q: 'punaises',
      tribunal: 'tal',
      outcome: 'unknown',
      from: '2020-01-01',
      page: 3,
    });
  });

  it('drops what the API would refuse instead of sending a bad request', () => {
    const state = readSearchState(
      new URLSearchParams('tribunal=x&claimType=y&from=2024-05-01&to=2024-01-01&page=0'),
    );
    expect(state).toEqual({ from: '2024-05-01', page: 1 });
  });

  it('writes filters back, leaving out empty values and page 1', () => {
    expect(toSearchParams({ q: 'bail', outcome: 'granted', page: 1 }).toString()).toBe(
      'q=bail&outcome=granted',
    );
    expect(toSearchParams({ tribunal: 'rdl', page: 2 }).toString()).toBe('tribunal=rdl&page=2');
  });
});
