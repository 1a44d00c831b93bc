import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LegisImportReport } from '@lexlogis/contracts';
import { checkGrounding } from '../content/grounding-check';
import type { CorpusArticle, CorpusForm, GroundingCorpus } from '../content/grounding-corpus';
import type { KbContent } from '../content/load-content';
import type { CcqArticleRecord } from '../corpus/parse-ccq';
import { parseTalForms } from '../corpus/parse-forms';

type ContentProblems = LegisImportReport['content'];

function readForms(corpusDir: string | undefined): Map<string, CorpusForm> {
  const forms = new Map<string, CorpusForm>();
  const path = corpusDir && join(corpusDir, 'forms', 'tal-forms.json');
  if (!path || !existsSync(path)) return forms;
  for (const source of parseTalForms(readFileSync(path, 'utf8')).sources) {
    if (source.formId) {
      forms.set(source.formId, { id: source.formId, initiatingParty: source.filledBy ?? '' });
    }
  }
  return forms;
}

function buildCorpus(
  articles: readonly CcqArticleRecord[],
  textOf: (record: CcqArticleRecord) => string,
  forms: Map<string, CorpusForm>,
): GroundingCorpus {
  const map = new Map<string, CorpusArticle>();
  for (const record of articles) {
    map.set(record.article, {
      article: record.article,
      status: record.status,
      texts: [{ lang: 'fr', text: textOf(record) }],
    });
  }
  return { articles: map, forms, rejected: [] };
}

const keyOf = (problem: { file?: string; where: string; message: string }) =>
  `${problem.file ?? ''}|${problem.where}|${problem.message}`;

/**
 * The notes and guides whose grounding check fails with the new texts and passed with the old
 * ones: the check runs twice, on the same forms, so only what the changed articles broke is
 * reported (a problem that was already there belongs to `npm run kb:check-content`).
 */
export function findContentNowFailing(input: {
  articles: readonly CcqArticleRecord[];
  previousTexts: ReadonlyMap<string, string>;
  content: KbContent;
  corpusDir?: string;
}): ContentProblems {
  const { articles, previousTexts, content } = input;
  if (previousTexts.size === 0) return [];
  const forms = readForms(input.corpusDir);
  const before = new Set(
    checkGrounding(
      content,
      buildCorpus(articles, (record) => previousTexts.get(record.article) ?? record.text, forms),
    ).map(keyOf),
  );
  const after = checkGrounding(
    content,
    buildCorpus(articles, (record) => record.text, forms),
  ).filter((problem) => !before.has(keyOf(problem)));
  const changed = [...previousTexts.keys()];
  const byOwner = new Map<string, ContentProblems[number]>();
  for (const problem of after) {
    const match = /^(note|guide) ([^.[\s]+(?:\.\d+)?)/.exec(problem.where);
    if (!match) continue;
    const kind = match[1] as 'note' | 'guide';
    const id = match[2]!;
    const owner = byOwner.get(`${kind} ${id}`) ?? {
      kind,
      id,
      file: problem.file ?? '',
      articles: citedArticles(content, kind, id).filter((article) => changed.includes(article)),
      problems: [],
    };
    owner.problems.push(`${problem.where}: ${problem.message}`);
    byOwner.set(`${kind} ${id}`, owner);
  }
  return [...byOwner.values()];
}

function citedArticles(content: KbContent, kind: 'note' | 'guide', id: string): string[] {
  if (kind === 'note') {
    const note = content.notes.get(id);
    return note ? [note.article, ...(note.alsoCites ?? [])] : [id];
  }
  return content.guides.find((guide) => guide.id === id)?.articles ?? [];
}
