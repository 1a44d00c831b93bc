import { z } from 'zod';
import { TEXT_LIMITS, httpUrlSchema } from './primitives';
import { MAX_SOURCES_PER_ADVICE, dedupeSources } from './source';
import type { Source } from './source';

/**
 * The parallel lists older answers carry instead of `sources` (spec 02 §3): entry i of each
 * list of a group describes the same source. Kept so stored and streamed answers of both
 * shapes parse; getSourcesFromLegacyLists turns them into typed sources.
 */
const list = (max: number) => z.array(z.string().max(max)).max(MAX_SOURCES_PER_ADVICE).optional();
const urls = () => list(TEXT_LIMITS.url);
const labels = () => list(1000);
const texts = () => list(TEXT_LIMITS.documentText);

export const relevantFormSchema = z.object({
  page_url: z.string().max(TEXT_LIMITS.url).optional(),
  doc_url: z.string().max(TEXT_LIMITS.url).optional(),
  filename: z.string().max(255).optional(),
  title: z.string().max(500).optional(),
  content: z.string().max(TEXT_LIMITS.documentText).optional(),
  filled_by: z.string().max(TEXT_LIMITS.shortText).optional(),
});
export type RelevantForm = z.infer<typeof relevantFormSchema>;

export const legacySourceListsShape = {
  urls: urls(),
  page_source: labels(),
  page_title: labels(),
  urls_ccq: urls(),
  page_source_ccq: labels(),
  page_title_ccq: labels(),
  texts_ccq: texts(),
  /** Per CCQ article: whether (or how) it was modified; older data used strings. */
  modifications_ccq: z
    .array(z.union([z.boolean(), z.string().max(TEXT_LIMITS.longText), z.null()]))
    .max(MAX_SOURCES_PER_ADVICE)
    .optional(),
  urls_ccq_modif: urls(),
  page_source_ccq_modif: labels(),
  page_title_ccq_modif: labels(),
  texts_ccq_modif: texts(),
  caselaw_reference: labels(),
  caselaw_titre: labels(),
  caselaw_lienURL: urls(),
  caselaw_nomsDesPartis: labels(),
  caselaw_texte: texts(),
  relevant_forms: z.array(relevantFormSchema).max(MAX_SOURCES_PER_ADVICE).optional(),
};
export const legacySourceListsSchema = z.object(legacySourceListsShape);
export type LegacySourceLists = z.infer<typeof legacySourceListsSchema>;

/** Legacy data may hold anything in a url slot; only http(s) links become clickable. */
function link(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && httpUrlSchema.safeParse(trimmed).success ? trimmed : undefined;
}

function optionalText(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function isModifiedFlag(value: boolean | string | null | undefined): boolean {
  return value === true || value === 'true';
}

function longest(...lists: (readonly unknown[] | undefined)[]): number {
  return Math.max(0, ...lists.map((entries) => entries?.length ?? 0));
}

/** Builds typed sources from the parallel lists, then removes duplicates. */
export function getSourcesFromLegacyLists(lists: LegacySourceLists): Source[] {
  const sources: Source[] = [];
  for (let i = 0; i < longest(lists.urls, lists.page_title); i += 1) {
    sources.push({
      type: 'INFO',
      url: link(lists.urls?.[i]),
      pageSource: optionalText(lists.page_source?.[i]),
      pageTitle: optionalText(lists.page_title?.[i]),
    });
  }
  for (let i = 0; i < longest(lists.urls_ccq, lists.page_title_ccq, lists.texts_ccq); i += 1) {
    const title = optionalText(lists.page_title_ccq?.[i]);
    sources.push({
      type: 'LAW',
      url: link(lists.urls_ccq?.[i]),
      title,
      pageTitle: title,
      pageSource: optionalText(lists.page_source_ccq?.[i]),
      content: optionalText(lists.texts_ccq?.[i]),
      isModified: isModifiedFlag(lists.modifications_ccq?.[i]),
    });
  }
  const modifiedCount = longest(
    lists.urls_ccq_modif,
    lists.page_title_ccq_modif,
    lists.texts_ccq_modif,
  );
  for (let i = 0; i < modifiedCount; i += 1) {
    const title = optionalText(lists.page_title_ccq_modif?.[i]);
    sources.push({
      type: 'MODIFIED_LAW',
      url: link(lists.urls_ccq_modif?.[i]),
      title,
      pageTitle: title,
      pageSource: optionalText(lists.page_source_ccq_modif?.[i]),
      content: optionalText(lists.texts_ccq_modif?.[i]),
      isModified: true,
    });
  }
  for (let i = 0; i < longest(lists.caselaw_reference, lists.caselaw_lienURL); i += 1) {
    sources.push({
      type: 'CASELAW',
      reference: optionalText(lists.caselaw_reference?.[i]),
      title: optionalText(lists.caselaw_titre?.[i]),
      url: link(lists.caselaw_lienURL?.[i]),
      nomsDesPartis: optionalText(lists.caselaw_nomsDesPartis?.[i]),
      content: optionalText(lists.caselaw_texte?.[i]),
    });
  }
  for (const form of lists.relevant_forms ?? []) {
    sources.push({
      type: 'FORM',
      title: optionalText(form.title),
      content: optionalText(form.content),
      pageUrl: link(form.page_url),
      docUrl: link(form.doc_url),
      filename: optionalText(form.filename),
      filledBy: optionalText(form.filled_by),
    });
  }
  return dedupeSources(sources);
}

/** The reverse mapping, for clients that still read the parallel lists. */
export function buildLegacySourceLists(sources: readonly Source[]): Required<LegacySourceLists> {
  const lists: Required<LegacySourceLists> = {
    urls: [],
    page_source: [],
    page_title: [],
    urls_ccq: [],
    page_source_ccq: [],
    page_title_ccq: [],
    texts_ccq: [],
    modifications_ccq: [],
    urls_ccq_modif: [],
    page_source_ccq_modif: [],
    page_title_ccq_modif: [],
    texts_ccq_modif: [],
    caselaw_reference: [],
    caselaw_titre: [],
    caselaw_lienURL: [],
    caselaw_nomsDesPartis: [],
    caselaw_texte: [],
    relevant_forms: [],
  };
  for (const source of sources) {
    switch (source.type) {
      case 'INFO':
        lists.urls.push(source.url ?? '');
        lists.page_source.push(source.pageSource ?? '');
        lists.page_title.push(source.pageTitle ?? source.title ?? '');
        break;
      case 'LAW':
        lists.urls_ccq.push(source.url ?? '');
        lists.page_source_ccq.push(source.pageSource ?? '');
        lists.page_title_ccq.push(source.pageTitle ?? source.title ?? '');
        lists.texts_ccq.push(source.content ?? '');
        lists.modifications_ccq.push(source.isModified ?? false);
        break;
      case 'MODIFIED_LAW':
        lists.urls_ccq_modif.push(source.url ?? '');
        lists.page_source_ccq_modif.push(source.pageSource ?? '');
        lists.page_title_ccq_modif.push(source.pageTitle ?? source.title ?? '');
        lists.texts_ccq_modif.push(source.content ?? '');
        break;
      case 'CASELAW':
        lists.caselaw_reference.push(source.reference ?? '');
        lists.caselaw_titre.push(source.title ?? '');
        lists.caselaw_lienURL.push(source.url ?? '');
        lists.caselaw_nomsDesPartis.push(source.nomsDesPartis ?? '');
        lists.caselaw_texte.push(source.content ?? '');
        break;
      case 'FORM':
        lists.relevant_forms.push({
          page_url: source.pageUrl ?? '',
          doc_url: source.docUrl ?? '',
          filename: source.filename ?? '',
          title: source.title ?? '',
          content: source.content ?? '',
          filled_by: source.filledBy ?? '',
        });
        break;
    }
  }
  return lists;
}
