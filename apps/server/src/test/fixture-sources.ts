import { readFileSync } from 'node:fs';
import type { CaselawOutcome, Source } from '@lexlogis/contracts';
import { REAL_CORPUS_DIR } from './fixture-corpus';

/**
 * Real sources built from the shared corpus (laws, forms, decisions), shaped the
 * way the knowledge base serves them, so composer and checker tests run on the real texts.
 */

const CORPUS_DIR = process.env.KB_CORPUS_DIR ?? REAL_CORPUS_DIR;

type ArticleLine = {
  article: string;
  text: string;
  headings: string[];
  history: string;
  legisquebec_url: string;
  legisquebec_url_en?: string;
  consolidation: string;
  status: string;
};

let articles: Map<string, ArticleLine> | undefined;

function readArticles(): Map<string, ArticleLine> {
  articles ??= new Map(
    readFileSync(`${CORPUS_DIR}/laws/ccq-lease-fr.jsonl`, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ArticleLine)
      .map((line) => [line.article, line]),
  );
  return articles;
}

export function readArticleText(article: string): string {
  const line = readArticles().get(article);
  if (!line) throw new Error(`article ${article} is not in the corpus`);
  return line.text;
}

export function lawSource(article: string, options: { isModified?: boolean } = {}): Source {
  const line = readArticles().get(article);
  if (!line) throw new Error(`article ${article} is not in the corpus`);
  return {
    type: 'LAW',
    id: `ccq-${article}`,
    title: `Art. ${article} C.c.Q.`,
    url: line.legisquebec_url,
    urlEn: line.legisquebec_url_en,
    lang: 'fr',
    content: line.text,
    article,
    consolidationDate: line.consolidation,
    pageTitle: line.headings.at(-1),
    pageSource: 'Code civil du Québec (LégisQuébec)',
    isModified: options.isModified ?? false,
  };
}

/** The MODIFIED_LAW note the knowledge base adds after an article amended since 2022. */
export function modifiedLawSource(article: string, acts: string[]): Source {
  const law = lawSource(article, { isModified: true });
  if (law.type !== 'LAW') throw new Error('unreachable');
  return {
    ...law,
    type: 'MODIFIED_LAW',
    id: `ccq-${article}-modified`,
    originalSourceId: law.id,
    title: `Art. ${article} C.c.Q. (${acts.join('; ')})`,
    content: `Amended by ${acts.join('; ')}. Text in force (consolidated to ${law.consolidationDate}), in French:\n${law.content}`,
  };
}

type FormLine = {
  id: string;
  form_name: string;
  official_url: string;
  official_index_url?: string;
  initiating_party: string;
  use_when: string;
  legal_effect?: string;
};

export function formSource(id: string): Source {
  const catalogue = JSON.parse(readFileSync(`${CORPUS_DIR}/forms/tal-forms.json`, 'utf8')) as {
    forms: FormLine[];
  };
  const form = catalogue.forms.find((entry) => entry.id === id);
  if (!form) throw new Error(`form ${id} is not in the corpus`);
  return {
    type: 'FORM',
    id: `form-${id}`,
    title: form.form_name,
    url: form.official_url,
    lang: 'en',
    content: [form.use_when, form.legal_effect ? `Legal effect: ${form.legal_effect}` : '']
      .filter(Boolean)
      .join('\n'),
    formId: form.id,
    docUrl: form.official_url,
    pageUrl: form.official_index_url,
    filename: form.official_url.split('/').at(-1),
    filledBy: form.initiating_party,
  };
}

type DecisionLine = {
  citation: string | null;
  title: string;
  tribunal: string;
  date: string;
  subject: string;
  outcome: CaselawOutcome;
  url: string;
};

export function decisionSource(citation: string): Source {
  const line = readFileSync(`${CORPUS_DIR}/caselaw/decisions.jsonl`, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((entry) => JSON.parse(entry) as DecisionLine)
    .find((entry) => entry.citation === citation);
  if (!line) throw new Error(`decision ${citation} is not in the corpus`);
  return {
    type: 'CASELAW',
    id: `caselaw-${citation}`,
    title: line.title,
    url: line.url,
    lang: 'fr',
    content: line.subject,
    reference: line.citation ?? undefined,
    outcome: line.outcome,
    decisionDate: line.date,
    tribunal: line.tribunal,
  };
}

/** A bare form filed by `filledBy` (catalogue words: lessor, lessee, lessor_or_lessee…). */
export function partyForm(formId: string, filledBy: string): Source {
  return {
    type: 'FORM',
    id: `form:${formId}`,
    title: formId,
    formId,
    filledBy,
    docUrl: `https://www.tal.gouv.qc.ca/${formId}.pdf`,
  };
}
