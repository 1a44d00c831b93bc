import { z } from 'zod';
import { emptyParsedFile, type ParsedFile } from './kb-records';
import { findRecentAmendments } from './law-history';
import { readJsonl } from './read-jsonl';
import { ccqLawId, ccqModifiedLawId } from './source-ids';

export const CCQ_PAGE_SOURCE = 'Code civil du Québec (LégisQuébec)';

const articleLineSchema = z.object({
  article: z.string().regex(/^\d{4}(\.\d+)?$/, 'must look like "1942" or "1959.1"'),
  text: z.string().min(1),
  headings: z.array(z.string()).default([]),
  history: z.string().default(''),
  legisquebec_url: z.url(),
  legisquebec_url_en: z.url().optional(),
  consolidation: z.iso.date(),
  status: z.enum(['in_force', 'repealed']),
});

/** One article as the corpus file and the PDF importer both describe it. */
export type CcqArticleRecord = z.output<typeof articleLineSchema>;

export function formatCcqTitle(article: string): string {
  return `Art. ${article} C.c.Q.`;
}

/** Section path without the chapter line every article shares. */
function describeHeadings(headings: string[]): string {
  return headings.slice(1).join(' > ');
}

/**
 * The consolidated French articles of the lease chapter. Each article becomes a LAW source with
 * one French passage; an article amended by an act of 2022 or later also gets a MODIFIED_LAW
 * note linked to it. The repealed article is stored (so a citation of it can be explained) but
 * gets no passage, so search can never offer it as law in force.
 */
export function parseCcqArticles(text: string): ParsedFile {
  const { lines, errors } = readJsonl(text, articleLineSchema);
  const result = buildCcqRecords(lines.map((line) => line.value));
  result.errors.push(...errors);
  return result;
}

/** The sources and passages of parsed articles, whether read from the corpus file or a PDF. */
export function buildCcqRecords(articles: readonly CcqArticleRecord[]): ParsedFile {
  const result = emptyParsedFile();
  for (const value of articles) {
    const id = ccqLawId(value.article);
    const title = formatCcqTitle(value.article);
    const section = describeHeadings(value.headings);
    const details = { headings: value.headings, history: value.history };
    result.sources.push({
      id,
      type: 'LAW',
      title,
      url: value.legisquebec_url,
      urlEn: value.legisquebec_url_en ?? null,
      lang: 'fr',
      content: value.text,
      article: value.article,
      status: value.status,
      consolidationDate: value.consolidation,
      pageTitle: value.headings.at(-1) ?? null,
      pageSource: CCQ_PAGE_SOURCE,
      details,
    });
    if (value.status === 'repealed') continue;
    result.passages.push({
      id: `${id}#fr`,
      sourceId: id,
      lang: 'fr',
      heading: `${title} ${section}`,
      body: value.text,
    });
    const amendments = findRecentAmendments(value.history);
    if (amendments.length === 0) continue;
    result.sources.push({
      id: ccqModifiedLawId(value.article),
      type: 'MODIFIED_LAW',
      title: `${title} (${amendments.map((act) => act.citation).join('; ')})`,
      url: value.legisquebec_url,
      urlEn: value.legisquebec_url_en ?? null,
      lang: 'fr',
      content: value.text,
      article: value.article,
      consolidationDate: value.consolidation,
      pageTitle: value.headings.at(-1) ?? null,
      pageSource: CCQ_PAGE_SOURCE,
      originalSourceId: id,
      details: { ...details, amendments: amendments.map((act) => act.citation) },
    });
  }
  return result;
}
