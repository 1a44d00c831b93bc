import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FILTERS_PARAM, useMarketplaceFilters } from './use-marketplace-filters';

describe('useMarketplaceFilters', () => {
  it('keeps two changes made before a re-render, as JSON in the filters parameter', () => {
    let search = '';
    const { result } = renderHook(
      () => {
        search = useLocation().search;
        return useMarketplaceFilters();
      },
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <RouterProvider
            router={createMemoryRouter([{ path: '/advisors', element: children }], {
              initialEntries: ['/advisors?location=Laval'],
            })}
          />
        ),
      },
    );
    expect(result.current.filters.city).toBe('Laval');
    act(() => {
      result.current.updateFilters({ city: 'Montréal' });
      result.current.updateFilters({ language: 'en' });
    });
    const params = new URLSearchParams(search);
    expect(JSON.parse(params.get(FILTERS_PARAM)!)).toMatchObject({
      city: 'Montréal',
      language: 'en',
      page: '1',
    });
    expect(params.has('location')).toBe(false);
  });
});
