import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listCorpusFiles } from '../corpus/corpus-files';
import type { KbPassageRecord, KbSourceRecord, ParsedFile } from '../corpus/kb-records';
import { isTranslationCurrent } from '../corpus/law-history';
import { ccqLawId } from '../corpus/source-ids';
import type { ContentLang } from './number-words';

/**
 * The law the written content is held to: the lease chapter's articles (French consolidated
 * text, plus the official English text where the corpus has a current one) and the TAL forms
 * catalogue, read with the same parsers as ingestion so both see the same law.
 */

export type CorpusArticle = {
  article: string;
  status: 'in_force' | 'repealed';
  /** French consolidated text first; an official English excerpt only if no later act amends it. */
  texts: Array<{ lang: ContentLang; text: string }>;
};
/** `initiatingParty` as the catalogue writes it: lessee, lessor, lessor_or_lessee, applicant. */
export type CorpusForm = { id: string; initiatingParty: string };
export type GroundingCorpus = {
  articles: ReadonlyMap<string, CorpusArticle>;
  forms: ReadonlyMap<string, CorpusForm>;
  /** Corpus lines the parsers rejected ("forms/tal-forms.json:12: …"): what they held is absent. */
  rejected: readonly string[];
};

/** Parsed corpus files: laws (articles and excerpts) and the forms catalogue. */
export function buildGroundingCorpus(
  parsed: readonly ParsedFile[],
  rejected: readonly string[] = [],
): GroundingCorpus {
  const sources = parsed.flatMap((file) => file.sources);
  const articles = new Map<string, CorpusArticle>();
  const histories = new Map<string, string>();
  for (const source of sources) {
    if (source.type !== 'LAW' || !source.article || source.id !== ccqLawId(source.article))
      continue;
    articles.set(source.article, {
      article: source.article,
      status: source.status ?? 'in_force',
      texts: [{ lang: 'fr', text: source.content }],
    });
    histories.set(source.article, readHistory(source));
  }
  for (const passage of parsed.flatMap((file) => file.attachments ?? [])) {
    const article = articles.get(passage.sourceId.replace(ccqLawId(''), ''));
    if (!article || passage.lang !== 'en' || passage.sourceId !== ccqLawId(article.article)) {
      continue;
    }
    // An English text older than the last amendment may state the old delay: not the law.
    if (isTranslationCurrent(histories.get(article.article) ?? '', readHistory(passage))) {
      article.texts.push({ lang: 'en', text: passage.body });
    }
  }
  const forms = new Map<string, CorpusForm>();
  for (const source of sources) {
    if (source.type === 'FORM' && source.formId) {
      forms.set(source.formId, { id: source.formId, initiatingParty: source.filledBy ?? '' });
    }
  }
  return { articles, forms, rejected };
}

function readHistory(record: KbSourceRecord | KbPassageRecord): string {
  const history = record.details?.history;
  return typeof history === 'string' ? history : '';
}

/**
 * Reads the corpus directory (the layout of ../shared/corpus/README.md). Like ingestion, a line
 * the parsers reject is reported (in `rejected`) and the rest is read. A missing directory, or a
 * corpus without lease articles or forms, is an error: content cannot be judged against a law
 * that is not there.
 */
export function readGroundingCorpus(dir: string): GroundingCorpus {
  if (!existsSync(dir)) {
    throw new Error(
      `No corpus found at ${dir}: the grounding check needs the legal corpus ` +
        '(set KB_CORPUS_DIR, or place it at ../shared/corpus from the repository root).',
    );
  }
  const files = listCorpusFiles(dir).filter(
    (file) => file.path.startsWith('laws/') || file.path.startsWith('forms/'),
  );
  const rejected: string[] = [];
  const parsed = files.map((file) => {
    const result = file.parse(readFileSync(join(dir, file.path), 'utf8'));
    rejected.push(...result.errors.map((error) => `${file.path}:${error.line}: ${error.message}`));
    return result;
  });
  const corpus = buildGroundingCorpus(parsed, rejected);
  if (corpus.articles.size === 0 || corpus.forms.size === 0) {
    throw new Error(
      `The corpus at ${dir} has no Civil Code articles (laws/ccq-*.jsonl) or no forms ` +
        'catalogue (forms/tal-forms.json): the grounding check cannot run without both.',
    );
  }
  return corpus;
}
