import type {
  CaselawSource,
  InfoSource,
  LawSource,
  ModifiedLawSource,
  Source,
} from '@lexlogis/contracts';
import type { AnswerInput, AnswerLang } from './answer-types';
import { formatDay } from './calendar-dates';
import { PHRASES } from './composer-phrases';
import { selectKeyPassages } from './select-key-passages';
import { isCitationVerified } from './citation-checker';
import { findCitations } from './citation-finder';
import {
  collectCitableReferences,
  EXCLUSION_CITATION,
  formatSourceCitation,
  isCivilCodeArticle,
  isExclusionArticle,
} from './source-references';

/** How many laws, decisions and documents the offline answer quotes or lists. */
export const COMPOSER_LIMITS = { laws: 6, decisions: 3, infos: 3 } as const;

export type AnyLaw = LawSource | ModifiedLawSource;
type LawEntry = {
  citation: string;
  text?: AnyLaw;
  amendment?: AnyLaw;
};

const AMENDMENT_NOTE = /^(?:Amended by|Modifié par)\b/;
const REPEALED = /^\(?\s*(?:abrogé|repealed)\s*\)?\.?$/i;
const ACT = /\b(?:19|20)\d{2}, c\. \d+\b/g;

export function formatIsoDate(value: string | undefined, lang: AnswerLang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return value ?? '';
  return formatDay(new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!)), lang);
}

/** One entry per article: its text from the LAW source, its amendment from a MODIFIED_LAW one. */
export function groupLaws(sources: readonly Source[]): LawEntry[] {
  const entries = new Map<string, LawEntry>();
  for (const source of sources) {
    if (source.type !== 'LAW' && source.type !== 'MODIFIED_LAW') continue;
    const key = isCivilCodeArticle(source)
      ? `ccq:${source.article}`
      : (source.id ?? source.title ?? '');
    const entry = entries.get(key) ?? { citation: formatSourceCitation(source) };
    // The MODIFIED_LAW entry names the amending acts; a flagged LAW entry only says "amended".
    if (source.type === 'MODIFIED_LAW') {
      if (entry.amendment?.type !== 'MODIFIED_LAW') entry.amendment = source;
    } else {
      entry.text ??= source;
      if (source.isModified) entry.amendment ??= source;
    }
    entries.set(key, entry);
  }
  return [...entries.values()];
}

/** The article's own text, without the amendment note a MODIFIED_LAW entry starts with. */
function readLawText(source: Source): string {
  const lines = (source.content ?? '').split('\n');
  return (AMENDMENT_NOTE.test(lines[0] ?? '') ? lines.slice(1) : lines).join('\n').trim();
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function quote(passages: readonly string[], isComplete: boolean): string[] {
  const lines = passages.map((passage) => `> ${passage}`);
  return isComplete ? lines : [...lines.flatMap((line) => [line, '>']).slice(0, -1), '> […]'];
}

/**
 * The article's plain-language note, when every article it mentions is shown with the answer
 * (an answer cites only its sources; the sources panel still shows the note in full).
 */
export function readShownNote(source: AnyLaw, input: AnswerInput): string | undefined {
  const note = source.note?.[input.lang];
  if (!note) return undefined;
  const refs = collectCitableReferences(input.sources);
  return findCitations(note).every((citation) => isCitationVerified(citation, refs))
    ? note
    : undefined;
}

function composeLaw(entry: LawEntry, input: AnswerInput): string {
  const phrases = PHRASES[input.lang];
  const source = entry.text ?? entry.amendment!;
  const heading = source.pageTitle ? ` (${source.pageTitle})` : '';
  const lines = [`**${capitalize(entry.citation)}**${heading}`];
  const note = readShownNote(entry.text ?? source, input);
  // English readers get our note before the French text; French readers read the law first.
  if (note && input.lang === 'en') lines.push(phrases.plainNote(note), '');
  const text = readLawText(source);
  const date = formatIsoDate(source.consolidationDate, input.lang);
  if (REPEALED.test(text)) {
    lines.push(phrases.repealed);
  } else {
    // The paragraph that may exclude this lease is quoted whole, with the line introducing it.
    const paragraph = isExclusionArticle(source) ? input.excludedSituation?.paragraph : undefined;
    const { passages, isComplete } = selectKeyPassages(text, input.question, { paragraph });
    lines.push(...quote(passages, isComplete), '');
  }
  if (note && input.lang === 'fr') lines.push(phrases.plainNote(note), '');
  if (entry.amendment) {
    const named = entry.amendment.amendedBy?.join('; ');
    const acts = `${entry.amendment.title ?? ''}\n${entry.amendment.content?.split('\n')[0] ?? ''}`;
    lines.push(phrases.amended(named ?? [...new Set(acts.match(ACT) ?? [])].join('; '), date));
  }
  if (source.url) lines.push(phrases.unofficial(date, source.url));
  if (input.lang === 'en' && source.lang === 'fr') lines.push(PHRASES.en.frenchOnly(source.urlEn));
  if (input.lang === 'fr' && source.lang === 'en') lines.push(PHRASES.fr.otherLanguage);
  return lines.join('\n');
}

function composeDecision(source: CaselawSource, lang: AnswerLang): string {
  const name = [source.reference, source.title].filter(Boolean).join(', ');
  const where = [source.tribunal, source.decisionDate].filter(Boolean).join(', ');
  const firstLine = (source.content ?? '').split('\n')[0]?.trim() ?? '';
  const subject = firstLine.length > 200 ? `${firstLine.slice(0, 200).trim()}…` : firstLine;
  const link = source.url ? ` <${source.url}>` : '';
  const parts = [`- **${name}**${where ? ` (${where})` : ''}`];
  // Shown as a quotation: these are the decision's own words, so the articles they mention are
  // not the answer's citations, and the citation checker's verbatim-quote rule leaves them alone.
  if (subject && subject !== source.title) {
    parts.push(lang === 'fr' ? ` : « ${subject} »` : `: “${subject}”`);
  }
  return `${parts.join('')}. ${PHRASES[lang].outcome(source.outcome)}${link}`;
}

function composeInfo(source: InfoSource): string {
  const title = source.pageTitle ?? source.title ?? source.url ?? '';
  return `- ${title}${source.url ? ` <${source.url}>` : ''}`;
}

/** How the answer names the rule on excluded leases: art. 1892 when it is among the sources. */
export function citeExclusion(input: AnswerInput, paragraph?: string): string {
  if (!input.sources.some(isExclusionArticle)) return PHRASES[input.lang].codeName;
  const article = `${EXCLUSION_CITATION}${paragraph ? ` (${paragraph})` : ''}`;
  return input.lang === 'fr' ? `l’${article}` : article;
}

/** The excluded-situation statement, citing art. 1892 only when it is among the sources. */
export function composeExcludedNote(input: AnswerInput): string | undefined {
  const excluded = input.excludedSituation;
  if (!excluded) return undefined;
  const cite = citeExclusion(input, excluded.paragraph);
  return PHRASES[input.lang].excluded(excluded.origin, excluded.situation, cite);
}

export function composeLawSection(input: AnswerInput): string {
  const phrases = PHRASES[input.lang];
  const blocks: string[] = [];
  const excluded = composeExcludedNote(input);
  if (excluded) blocks.push(excluded);
  const grouped = groupLaws(input.sources);
  // The article that excludes the lease is quoted first, however search ranked it.
  const exclusion = excluded
    ? grouped.findIndex((entry) => isExclusionArticle(entry.text ?? entry.amendment!))
    : -1;
  if (exclusion > 0) grouped.unshift(...grouped.splice(exclusion, 1));
  const laws = grouped.slice(0, COMPOSER_LIMITS.laws);
  if (laws.length === 0) blocks.push(phrases.noLaw);
  for (const entry of laws) blocks.push(composeLaw(entry, input));
  const decisions = input.sources
    .filter((source): source is CaselawSource => source.type === 'CASELAW')
    .slice(0, COMPOSER_LIMITS.decisions);
  if (decisions.length > 0) {
    blocks.push(
      [phrases.decisionsHeading, ...decisions.map((d) => composeDecision(d, input.lang))].join(
        '\n',
      ),
    );
  }
  const infos = input.sources
    .filter((source): source is InfoSource => source.type === 'INFO')
    .slice(0, COMPOSER_LIMITS.infos);
  if (infos.length > 0) blocks.push([phrases.infoHeading, ...infos.map(composeInfo)].join('\n'));
  return blocks.join('\n\n');
}
