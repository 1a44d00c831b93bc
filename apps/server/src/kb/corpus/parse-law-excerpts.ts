import { z } from 'zod';
import { emptyParsedFile, type ParsedFile } from './kb-records';
import { readJsonl } from './read-jsonl';
import { ccqLawId, regulationLawId } from './source-ids';

const excerptSchema = z.object({
  kind: z.string().min(1),
  lang: z.enum(['en', 'fr']),
  law: z.string().min(1),
  article: z.string().min(1),
  version_note: z.string().default(''),
  url: z.url(),
  truncated: z.boolean().default(false),
  text: z.string().min(1),
});
type Excerpt = z.infer<typeof excerptSchema>;

/** Reproductions by third parties: useful to read, never to cite as the law itself. */
const SECONDARY_KINDS = new Set(['law-secondary', 'law-quoted-in-decision']);
const HISTORY_LINE = /^(?:\d{4}, c\.|O\.C\.|D\.|I\.N\.|N\.I\.)/;

/** "history=20200723" → "2020-07-23": the date of the version the excerpt was taken from. */
export function readVersionDate(note: string): string | null {
  const match = /histor(?:y|ique)=(\d{4})(\d{2})(\d{2})/.exec(note);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/**
 * Splits "1904. The lessor…\n…\n1991, c. 64, a. 1904." into body and history. Some pages show
 * the current version followed by an older one; only the first, complete version is kept, and
 * a version that does not end with its history line is treated as incomplete.
 */
export function splitOfficialExcerpt(
  article: string,
  text: string,
): { body: string; history: string } | null {
  const marker = `${article}. `;
  const lines = text.split('\n');
  const starts = lines.flatMap((line, index) => (line.startsWith(marker) ? [index] : []));
  const first = starts[0];
  if (first === undefined) return null;
  const block = lines.slice(first, starts[1] ?? lines.length);
  const historyIndex = block.findIndex((line) => HISTORY_LINE.test(line.trim()));
  if (historyIndex <= 0) return null;
  const body = block.slice(0, historyIndex).join('\n').slice(marker.length).trim();
  return body ? { body, history: block[historyIndex]!.trim() } : null;
}

function readLawCode(law: string): string | null {
  return /(?:CQLR|RLRQ)\s+c\.?\s+([A-Z0-9.-]+(?:,\s*r\.\s*\d+)?)/.exec(law)?.[1] ?? null;
}

function isCivilCode(law: string): boolean {
  return /^(Civil Code of Québec|Code civil du Québec)$/.test(law.trim());
}

function addCivilCodeExcerpt(result: ParsedFile, line: number, excerpt: Excerpt): void {
  if (excerpt.lang === 'fr') {
    // The consolidated French text of every article comes from ccq-lease-fr.jsonl.
    result.skipped.push({ line, reason: 'older French version; the consolidation is loaded' });
    return;
  }
  const split = splitOfficialExcerpt(excerpt.article, excerpt.text);
  if (!split) {
    result.errors.push({ line, message: `no complete text of article ${excerpt.article} found` });
    return;
  }
  const sourceId = ccqLawId(excerpt.article);
  result.attachments!.push({
    id: `${sourceId}#en`,
    sourceId,
    lang: 'en',
    heading: `Art. ${excerpt.article} C.C.Q. Civil Code of Québec`,
    body: split.body,
    details: {
      url: excerpt.url,
      history: split.history,
      versionDate: readVersionDate(excerpt.version_note),
      versionNote: excerpt.version_note,
    },
  });
}

function addRegulationExcerpt(result: ParsedFile, line: number, excerpt: Excerpt): void {
  const code = readLawCode(excerpt.law);
  const split = /^\d+(\.\d+)?$/.test(excerpt.article)
    ? splitOfficialExcerpt(excerpt.article, excerpt.text)
    : null;
  if (excerpt.truncated || !code || !split) {
    result.skipped.push({ line, reason: 'partial or truncated excerpt' });
    return;
  }
  const id = regulationLawId(code, excerpt.article);
  const name = excerpt.law.split(/,\s*(?:CQLR|RLRQ)/)[0]!.trim();
  const title = `${name}, s. ${excerpt.article}`;
  result.sources.push({
    id,
    type: 'LAW',
    title,
    url: excerpt.url,
    lang: excerpt.lang,
    content: split.body,
    article: excerpt.article,
    consolidationDate: readVersionDate(excerpt.version_note),
    pageTitle: name,
    pageSource: `${excerpt.lang === 'fr' ? 'RLRQ' : 'CQLR'} c ${code}`,
    details: { history: split.history, versionNote: excerpt.version_note, lawCode: code },
  });
  result.passages.push({
    id: `${id}#${excerpt.lang}`,
    sourceId: id,
    lang: excerpt.lang,
    heading: title,
    body: split.body,
  });
}

/**
 * Official excerpts: English Civil Code articles are attached to the French article they
 * translate; complete regulation sections become LAW sources of their own. Secondary
 * reproductions and truncated excerpts are skipped, each with its reason in the report.
 */
export function parseLawExcerpts(text: string): ParsedFile {
  const result = emptyParsedFile();
  const { lines, errors } = readJsonl(text, excerptSchema);
  result.errors.push(...errors);
  for (const { line, value } of lines) {
    if (SECONDARY_KINDS.has(value.kind)) {
      result.skipped.push({ line, reason: `${value.kind}: secondary reproduction, not law` });
    } else if (value.kind === 'law' && isCivilCode(value.law)) {
      addCivilCodeExcerpt(result, line, value);
    } else if (value.kind === 'regulation' || value.kind === 'statute') {
      addRegulationExcerpt(result, line, value);
    } else {
      result.skipped.push({ line, reason: `kind ${value.kind} is not loaded` });
    }
  }
  return result;
}
