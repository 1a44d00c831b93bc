import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_MARKETPLACE_FILTERS,
  DEFAULT_MARKETPLACE_PAGE,
  marketplaceFiltersSchema,
  type MarketplaceFilters,
} from '@lexlogis/contracts';

export const FILTERS_PARAM = 'filters';

/** Reads the URL's 'filters' JSON; anything unreadable falls back to the defaults. */
export function readFilters(params: URLSearchParams): MarketplaceFilters {
  const raw = params.get(FILTERS_PARAM);
  if (raw) {
    try {
      const parsed = marketplaceFiltersSchema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data;
    } catch {
      // A hand-edited URL is not an error worth showing; the defaults apply.
    }
  }
  // /advisors?location= (the hidden expert search) starts with that city.
  const location = params.get('location')?.trim();
  return location
    ? { ...DEFAULT_MARKETPLACE_FILTERS, city: location }
    : DEFAULT_MARKETPLACE_FILTERS;
}

/**
 * The marketplace filters, kept in the URL parameter 'filters' as encoded JSON (spec 01 §4),
 * so a search can be shared and survives a reload. Changing a filter goes back to page 1.
 */
export function useMarketplaceFilters() {
  const [params, setParams] = useSearchParams();
  // Two changes before a re-render (two selects in a row) must both land: each builds on the
  // latest URL we asked for, not on the params of the last render.
  const latest = useRef(params);
  latest.current = params;
  const filters = useMemo(() => readFilters(params), [params]);
  const updateFilters = useCallback(
    (changes: Partial<MarketplaceFilters>) => {
      const next = new URLSearchParams(latest.current);
      const merged = { ...readFilters(latest.current), page: DEFAULT_MARKETPLACE_PAGE, ...changes };
      next.set(FILTERS_PARAM, JSON.stringify(merged));
      next.delete('location');
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  const resetFilters = useCallback(
    () => updateFilters(DEFAULT_MARKETPLACE_FILTERS),
    [updateFilters],
  );
  return { filters, updateFilters, resetFilters };
}
