import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  caselawClaimTypeSchema,
  caselawOutcomeSchema,
  caselawTribunalSchema,
  isoDateSchema,
  type CaselawFilters,
} from '@lexlogis/contracts';

export type SearchState = CaselawFilters & { page: number };

const FILTER_KEYS = ['q', 'tribunal', 'outcome', 'claimType', 'from', 'to'] as const;

/** A value the URL holds only if the API accepts it: a hand-edited URL never causes a 400. */
function readValid<T>(
  schema: { safeParse: (value: unknown) => { success: boolean; data?: T } },
  value: string | null,
): T | undefined {
  if (value === null || value === '') return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Reads the research filters from the URL (so a search can be shared, reloaded, re-run). */
export function readSearchState(params: URLSearchParams): SearchState {
  const page = Number(params.get('page'));
  const q = params.get('q')?.trim().slice(0, 1000);
  const from = readValid(isoDateSchema, params.get('from'));
  const to = readValid(isoDateSchema, params.get('to'));
  const ordered = !from || !to || from <= to;
  return {
    ...(q ? { q } : {}),
    ...optional('tribunal', readValid(caselawTribunalSchema, params.get('tribunal'))),
    ...optional('outcome', readValid(caselawOutcomeSchema, params.get('outcome'))),
    ...optional('claimType', readValid(caselawClaimTypeSchema, params.get('claimType'))),
    ...optional('from', from),
    ...optional('to', ordered ? to : undefined),
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

/** URL search parameters of a search (a saved situation's filters, a widened search…). */
export function toSearchParams(state: Partial<SearchState>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = state[key];
    if (value) params.set(key, value);
  }
  if (state.page && state.page > 1) params.set('page', String(state.page));
  return params;
}

export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearchState(params), [params]);
  /** New filters start again at page 1. */
  const setFilters = useCallback(
    (filters: CaselawFilters) => setParams(toSearchParams({ ...filters, page: 1 })),
    [setParams],
  );
  const setPage = useCallback(
    (page: number) => setParams(toSearchParams({ ...readSearchState(params), page })),
    [params, setParams],
  );
  return { state, setFilters, setPage };
}
