/**
 * Lists, for each lease article in force, the operative elements of its French text
 * (`operative-elements.ts`) that its English note, or the English rule lines written for it,
 * do not carry. A report for the content writer, not a gate: some elements are carried in other
 * words the patterns do not know. Run from the repository root:
 *   npx tsx apps/server/src/kb/content/run-operative-check.ts [--rules] [--guides] [corpus-dir]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent } from './load-content';
import { findCitedArticles } from '../text/articles';
import { findDroppedElements, readOperativeElements } from './operative-elements';

type LawLine = { article: string; text: string; status?: string };

const args = process.argv.slice(2);
const withRules = args.includes('--rules');
const withGuides = args.includes('--guides');
const corpusDir = args.find((arg) => !arg.startsWith('--')) ?? '../shared/corpus';
const laws = readFileSync(join(corpusDir, 'laws', 'ccq-lease-fr.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as LawLine)
  .filter((law) => law.status === undefined || law.status === 'in_force');
const content = loadContent();
const rulesOf = (article: string) =>
  content.guides.flatMap((guide) =>
    (guide.rules ?? []).filter((rule) => rule.article === article).map((rule) => rule.en),
  );

/** The guides' answer sentences, conditions and deadlines that cite the article. */
const guideTextsOf = (article: string) =>
  content.guides.flatMap((guide) => [
    ...guide.answer.en
      .split(/(?<=[.;])\s+/)
      .filter((sentence) => findCitedArticles(sentence).includes(article)),
    ...guide.conditions
      .filter((condition) => condition.articles.includes(article))
      .map((item) => item.en),
    ...guide.deadlines.filter((deadline) => deadline.article === article).map((item) => item.en),
  ]);

const missing = new Map<string, number>();
const stated = new Map<string, number>();
for (const law of laws) {
  const note = content.notes.get(law.article)?.en;
  const elements = readOperativeElements(law.text);
  for (const element of elements) stated.set(element.id, (stated.get(element.id) ?? 0) + 1);
  const noteDrops = note ? findDroppedElements(law.text, [note]) : elements;
  const ruleDrops = withRules
    ? rulesOf(law.article).flatMap((rule) =>
        findDroppedElements(law.text, [rule]).map((element) => element.id),
      )
    : [];
  const guideDrops = withGuides
    ? guideTextsOf(law.article).flatMap((text) =>
        findDroppedElements(law.text, [text]).map((element) => element.id),
      )
    : [];
  for (const element of noteDrops) missing.set(element.id, (missing.get(element.id) ?? 0) + 1);
  if (noteDrops.length > 0 || ruleDrops.length > 0 || guideDrops.length > 0) {
    const list = (label: string, ids: string[]) =>
      ids.length > 0 ? `\t${label}: ${[...new Set(ids)].join(', ')}` : '';
    const rules = list('rules', ruleDrops) + list('guides', guideDrops);
    console.log(
      `${law.article}\tnote: ${noteDrops.map((element) => element.id).join(', ') || '-'}${rules}`,
    );
  }
}
console.log('\nelement\tarticles stating it\tnotes dropping it');
for (const [id, count] of [...stated].sort((a, b) => b[1] - a[1])) {
  console.log(`${id}\t${count}\t${missing.get(id) ?? 0}`);
}
