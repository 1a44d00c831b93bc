import type { findFormRequestSchema } from '@lexlogis/contracts';
import {
  buildPaginationMeta,
  getPageOffset,
  type FindFormResponse,
  type LegalFormDetail,
  type LegalFormsQuery,
  type LegalFormsResponse,
} from '@lexlogis/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { KbService } from '../kb/kb.service';
import { createFormFinder } from './form-finder';
import { readDetail, readDoNotUseWhen, readTexts, toFormSummary } from './forms.mapper';
import type { FormRow, FormsRepository } from './forms.repository';

export type FormsServiceDeps = {
  repository: FormsRepository;
  kb: Pick<KbService, 'search' | 'matchGuides' | 'lookup'>;
  clock: Clock;
};

/** More than the catalogue holds, so a search ranks every form that matches at all. */
const SEARCH_DEPTH = 100;

/** The forms library (GET /forms, /forms/{id}) and the form finder (POST /forms/find). */
export function createFormsService(deps: FormsServiceDeps) {
  const { repository, kb } = deps;
  const finder = createFormFinder({ kb, now: () => deps.clock.now() });

  /** Form codes in the knowledge base's bilingual ranking (glossary, guides, both languages). */
  async function rankByText(q: string, lang?: 'en' | 'fr'): Promise<string[]> {
    const found = await kb.search({ q, lang, types: ['FORM'], k: SEARCH_DEPTH });
    return found.results.flatMap(({ source }) =>
      source.type === 'FORM' && source.formId ? [source.formId] : [],
    );
  }

  async function findRow(id: string): Promise<FormRow> {
    const rows = await repository.listForms();
    const row = rows.find((candidate) => candidate.formId === id.toUpperCase());
    if (!row) throw new AppError('LEGAL_FORM_NOT_FOUND');
    return row;
  }

  return {
    async list(query: LegalFormsQuery): Promise<LegalFormsResponse> {
      const { q, party, category, matter, page, limit, lang } = query;
      let rows = await repository.listForms();
      if (q) {
        const order = await rankByText(q, lang);
        const byId = new Map(rows.map((row) => [row.formId, row]));
        rows = order.flatMap((id) => byId.get(id) ?? []);
      }
      const filtered = rows.filter(
        (row) =>
          (!party || row.filledBy === party) &&
          (!category || readDetail(row, 'category') === category) &&
          (!matter || readDetail(row, 'matterType') === matter),
      );
      const offset = getPageOffset(page, limit);
      return {
        items: filtered.slice(offset, offset + limit).map(toFormSummary),
        meta: buildPaginationMeta(filtered.length, page, limit),
      };
    },

    async get(id: string, lang: 'en' | 'fr' = 'en'): Promise<LegalFormDetail> {
      const row = await findRow(id);
      const [articles, all] = await Promise.all([
        kb.lookup({ articles: row.relatedArticles, forms: [] }, lang),
        repository.listForms(),
      ]);
      const names = new Map(all.map((form) => [form.formId, form.title]));
      return {
        ...toFormSummary(row),
        doNotUseWhen: readDoNotUseWhen(row),
        legalEffect: readDetail(row, 'legalEffect'),
        parties: readTexts(row.details, 'parties'),
        currentVersion: readDetail(row, 'currentVersion') || null,
        articles: articles.flatMap((source) =>
          source.type === 'LAW'
            ? [
                {
                  article: source.article ?? '',
                  text: source.content ?? '',
                  url: source.url || null,
                },
              ]
            : [],
        ),
        // Only related forms the catalogue holds: a code it does not know is never shown.
        relatedForms: readTexts(row.details, 'relatedForms').flatMap((formId) => {
          const name = names.get(formId);
          return name ? [{ id: formId, name }] : [];
        }),
      };
    },

    async find(input: z.output<typeof findFormRequestSchema>): Promise<FindFormResponse> {
      return finder.find(input, await repository.listForms());
    },
  };
}
export type FormsService = ReturnType<typeof createFormsService>;
