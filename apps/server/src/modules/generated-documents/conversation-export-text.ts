import type { Language, Source } from '@lexlogis/contracts';
import { formatDay } from '../../ai/calendar-dates';
import type { PdfBlock, PdfSpec } from './render-pdf';
import type { ExportTurn } from './conversation-export.repository';

/**
 * A conversation as a document: every question, its answer, and each source with its official
 * links, in Markdown or as PDF blocks. The labels follow the requested language; the answers stay
 * in the language they were written in.
 */

const LABELS = {
  en: {
    exported: (day: string) => `Exported from LexLogis on ${day}.`,
    question: (n: number) => `Question ${n}`,
    answer: 'Answer',
    sources: 'Sources',
    noSources: 'No sources.',
    noAnswer: 'No answer was given to this question.',
    disclaimer: 'This is legal information, not legal advice.',
  },
  fr: {
    exported: (day: string) => `Exporté de LexLogis le ${day}.`,
    question: (n: number) => `Question ${n}`,
    answer: 'Réponse',
    sources: 'Sources',
    noSources: 'Aucune source.',
    noAnswer: 'Aucune réponse n’a été donnée à cette question.',
    disclaimer: 'Ceci est de l’information juridique, et non un avis juridique.',
  },
} as const;

export type ExportInput = { title: string; turns: ExportTurn[]; lang: Language; today: Date };

type SourceLine = { label: string; links: string[] };

export function describeSource(source: Source): SourceLine {
  const title = source.title?.trim() ?? '';
  const withTitle = (head: string) => (title && title !== head ? `${head} — ${title}` : head);
  switch (source.type) {
    case 'LAW':
    case 'MODIFIED_LAW': {
      const head = source.article ? `art. ${source.article} C.c.Q.` : title || 'Law';
      return { label: withTitle(head), links: [source.url, source.urlEn].filter(isLink) };
    }
    case 'CASELAW':
      return {
        label: withTitle(source.reference || title || 'Decision'),
        links: [source.url].filter(isLink),
      };
    case 'FORM':
      return {
        label: withTitle(source.formId || title || 'Form'),
        links: [source.docUrl, source.pageUrl, source.url].filter(isLink),
      };
    case 'INFO':
      return {
        label: title || source.pageTitle || source.url || 'Information',
        links: [source.url].filter(isLink),
      };
  }
}

function isLink(value: string | undefined): value is string {
  return Boolean(value);
}

function listSources(sources: Source[]): SourceLine[] {
  return sources.map(describeSource).map((line) => ({ ...line, links: [...new Set(line.links)] }));
}

function answerOf(turn: ExportTurn): string | undefined {
  return turn.status === 'ready' && turn.answer.trim() ? turn.answer.trim() : undefined;
}

/** Square brackets would close a Markdown link label early. */
const escapeLabel = (text: string) => text.replace(/([[\]\\])/g, '\\$1');

export function buildConversationMarkdown({ title, turns, lang, today }: ExportInput): string {
  const words = LABELS[lang];
  const out = [`# ${title}`, '', `_${words.exported(formatDay(today, lang))}_`, ''];
  turns.forEach((turn, index) => {
    out.push(
      `## ${words.question(index + 1)}`,
      '',
      ...turn.question.split('\n').map((l) => `> ${l}`),
      '',
    );
    out.push(`### ${words.answer}`, '', answerOf(turn) ?? `_${words.noAnswer}_`, '');
    out.push(`### ${words.sources}`, '');
    const sources = listSources(turn.sources);
    if (sources.length === 0) out.push(words.noSources);
    for (const source of sources) {
      const [first, ...rest] = source.links;
      const head = first ? `[${escapeLabel(source.label)}](<${first}>)` : escapeLabel(source.label);
      out.push(`- ${[head, ...rest.map((link) => `<${link}>`)].join(' · ')}`);
    }
    out.push('');
  });
  out.push('---', '', `_${words.disclaimer}_`, '');
  return out.join('\n');
}

/** Model answers are Markdown; the PDF prints their words without the markers. */
function toPlainText(markdown: string): string {
  return markdown
    .replace(/^#{1,6}\s*/gm, '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/(^|\s)_(.+?)_(?=\s|$|[.,;:])/g, '$1$2')
    .replace(/\[([^\]]+)\]\((<)?([^)>]+)>?\)/g, '$1 ($3)');
}

export function buildConversationPdfSpec({ title, turns, lang, today }: ExportInput): PdfSpec {
  const words = LABELS[lang];
  const blocks: PdfBlock[] = [
    { kind: 'title', text: title },
    { kind: 'small', text: words.exported(formatDay(today, lang)) },
  ];
  turns.forEach((turn, index) => {
    blocks.push({ kind: 'heading', text: words.question(index + 1) });
    blocks.push({ kind: 'quote', text: turn.question });
    blocks.push({ kind: 'heading', text: words.answer });
    const answer = answerOf(turn);
    const paragraphs = answer ? toPlainText(answer).split(/\n{2,}/) : [words.noAnswer];
    for (const text of paragraphs) blocks.push({ kind: 'paragraph', text: text.trim() });
    blocks.push({ kind: 'heading', text: words.sources });
    const sources = listSources(turn.sources);
    if (sources.length === 0) blocks.push({ kind: 'paragraph', text: words.noSources });
    for (const source of sources) {
      blocks.push({
        kind: 'lines',
        lines: [`• ${source.label}`, ...source.links.map((l) => `   ${l}`)],
      });
    }
  });
  blocks.push({ kind: 'small', text: words.disclaimer });
  return { title, lang, blocks };
}
