import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  LEGAL_FORMS_QUERY_MAX_LENGTH,
  legalFormCategorySchema,
  legalFormMatterSchema,
  legalFormPartySchema,
} from '@lexlogis/contracts';

export type LibraryFilters = { q?: string; party?: string; category?: string; matter?: string };
export type LibraryState = LibraryFilters & { page: number; form: string | null };

const FILTER_KEYS = ['q', 'party', 'category', 'matter'] as const;

/** A URL value kept only when the API accepts it: a hand-edited URL never causes a 400. */
function readValid(
  schema: { safeParse: (value: unknown) => { success: boolean } },
  value: string | null,
) {
  return value && schema.safeParse(value).success ? value : undefined;
}

/** The library's search, filters, page and open form, read from the URL (shareable, reloadable). */
export function readLibraryState(params: URLSearchParams): LibraryState {
  const page = Number(params.get('page'));
  const q = params.get('q')?.trim().slice(0, LEGAL_FORMS_QUERY_MAX_LENGTH);
  const form = params.get('form');
  const state: LibraryState = {
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    form: form && /^[A-Za-z][A-Za-z0-9-]{0,39}$/.test(form) ? form : null,
  };
  if (q) state.q = q;
  const party = readValid(legalFormPartySchema, params.get('party'));
  const category = readValid(legalFormCategorySchema, params.get('category'));
  const matter = readValid(legalFormMatterSchema, params.get('matter'));
  if (party) state.party = party;
  if (category) state.category = category;
  if (matter) state.matter = matter;
  return state;
}

export function toLibraryParams(state: Partial<LibraryState>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = state[key];
    if (value) params.set(key, value);
  }
  if (state.page && state.page > 1) params.set('page', String(state.page));
  if (state.form) params.set('form', state.form);
  return params;
}

export function useLibraryFilters() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readLibraryState(params), [params]);
  /** New filters start again at page 1 and close the open form. */
  const setFilters = useCallback(
    (filters: LibraryFilters) => setParams(toLibraryParams({ ...filters, page: 1 })),
    [setParams],
  );
  const update = useCallback(
    (change: Partial<LibraryState>) =>
      setParams(toLibraryParams({ ...readLibraryState(params), ...change })),
    [params, setParams],
  );
  const setPage = useCallback((page: number) => update({ page }), [update]);
  const openForm = useCallback((form: string | null) => update({ form }), [update]);
  return { state, setFilters, setPage, openForm };
}
