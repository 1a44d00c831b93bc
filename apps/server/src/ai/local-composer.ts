import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  dedupeSources,
  questionnaireFieldsSchema,
  type FormSource,
  type QuestionnaireFields,
  type StatedAnswers,
} from '@lexlogis/contracts';
import type { AnswerInput, AnswerLang, AnswerModel } from './answer-types';
import {
  COMPOSER_LIMITS,
  composeExcludedNote,
  composeLawSection,
  groupLaws,
} from './compose-law-section';
import { composeLeadNotes } from './compose-lead-notes';
import { composeQuestionArticle } from './compose-question-article';
import { isExcludedLease, isLeaseOfImmovable, keepSourcesForLease } from './dwelling-only';
import { composeLeaseDelay } from './lease-term-delays';
import { composeNextSteps, MAX_FORMS } from './compose-next-steps';
import { pickFallbackForms } from './fallback-forms';
import { PHRASES, SECTION_HEADINGS } from './composer-phrases';
import { computeDeadlines } from './compute-deadlines';
import { buildOutOfScopeAnswer, isQuestionInScope } from './question-scope';
import { formatSourceCitation } from './source-references';
import { composeGuideSummary } from './compose-guide-answer';
import { GUIDE_PHRASES } from './guide-phrases';
import { readAnswerRole } from './guide-forms';

/**
 * The `local` model: writes the three-section answer from the retrieved sources alone, with no
 * key and no network, deterministically. It never states a rule that is not quoted from a
 * source, a deadline whose words are not in a quoted article, or a decision's outcome that the
 * source does not give.
 */

/** "art. 1942 C.c.Q." + "art. 1945 C.c.Q." → "arts. 1942 and 1945 C.c.Q." (FR: "art. 1942 et 1945"). */
export function formatArticleList(citations: readonly string[], lang: AnswerLang): string {
  const numbers: string[] = [];
  const others: string[] = [];
  for (const citation of citations) {
    const match = /^art\. (\S+) C\.c\.Q\.$/.exec(citation);
    if (match) numbers.push(match[1]!);
    else others.push(citation);
  }
  const join = (items: string[]) =>
    items.length <= 1
      ? (items[0] ?? '')
      : `${items.slice(0, -1).join(', ')} ${PHRASES[lang].and} ${items.at(-1)}`;
  const articles =
    numbers.length === 0
      ? []
      : [`${numbers.length > 1 && lang === 'en' ? 'arts.' : 'art.'} ${join(numbers)} C.c.Q.`];
  return join([...articles, ...others]);
}

/**
 * The role the answer is written for, said only when the questionnaire gave one: the same
 * reading that picks the forms, so a sub-tenant who answered "tenant" and says whom he sublets
 * from is told the sub-tenant's answer as such.
 */
function composeAskedAs(input: AnswerInput): string | undefined {
  if (!input.questionnaire?.userType) return undefined;
  const role = readAnswerRole(input) ?? input.questionnaire.userType;
  return PHRASES[input.lang].askedAs(role);
}

function composeSummary(input: AnswerInput, hasDeadlines: boolean, forms: FormSource[]): string {
  const phrases = PHRASES[input.lang];
  const sentences: string[] = [];
  const askedAs = composeAskedAs(input);
  if (askedAs) sentences.push(askedAs);
  const laws = groupLaws(input.sources).slice(0, COMPOSER_LIMITS.laws);
  if (laws.length > 0) {
    const section = input.sources.find((s) => s.type === 'LAW' && s.pageTitle);
    const where = section && section.type === 'LAW' ? ` (« ${section.pageTitle} »)` : '';
    const list = formatArticleList(
      laws.map((law) => law.citation),
      input.lang,
    );
    sentences.push(phrases.pointsTo(`${list}${where}`));
  } else {
    sentences.push(phrases.noLaw);
  }
  const excluded = composeExcludedNote(input);
  if (excluded) sentences.push(excluded);
  if (hasDeadlines) sentences.push(phrases.deadlinesBelow);
  if (forms.length > 0) {
    const list = forms.map((form) => {
      const id = formatSourceCitation(form);
      return form.title && form.title !== id ? `${id} (${form.title})` : id;
    });
    sentences.push(phrases.formsToConsider(list.join('; ')));
  }
  const decisions = input.sources.filter((source) => source.type === 'CASELAW').length;
  if (decisions > 0) {
    sentences.push(phrases.decisionsListed(Math.min(decisions, COMPOSER_LIMITS.decisions)));
  }
  if (laws.length > 0) sentences.push(phrases.quotedBelow);
  // What search's best articles say leads; the list of every source found follows it.
  const notes = composeLeadNotes(input);
  // The listed article the question's words point to, after search's first two.
  const listed = laws.flatMap((law) => (law.text ?? law.amendment)?.article ?? []);
  const asked = composeQuestionArticle(input, [...notes, ...sentences].join(' '), listed);
  if (asked) notes.push(asked);
  // A lease the dwelling rules may not govern: the general rule's delay for the lease's kind
  // (art. 1879's tacit renewal, art. 1882's notice) when search's best articles hold it.
  const delay = isExcludedLease(input)
    ? composeLeaseDelay(input, [...notes, ...sentences].join(' '))
    : undefined;
  if (delay) notes.push(delay);
  const guide = GUIDE_PHRASES[input.lang];
  return notes.length > 0
    ? [`${guide.noGuideNotes} ${notes.join(' ')}`, sentences.join(' ')].join('\n\n')
    : `${guide.noGuide} ${sentences.join(' ')}`;
}

/** The Summary from the matched guides: their direct answer, applied to the question's facts. */
function composeSummaryFromGuides(input: AnswerInput, hasDeadlines: boolean): string {
  const phrases = PHRASES[input.lang];
  const opening: string[] = [];
  const askedAs = composeAskedAs(input);
  if (askedAs) opening.push(askedAs);
  const excluded = composeExcludedNote(input);
  const summary = composeGuideSummary(input, opening);
  return [summary, excluded, hasDeadlines ? phrases.deadlinesBelow : undefined]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * computeDeadlines takes a whole questionnaire (it reads the lease term and length). Stated
 * answers go through only when whole, as a submitted form is: what is left of a skipped form
 * does not, so a default lease term never counts as the user's.
 */
function readWholeAnswers(stated: StatedAnswers | null | undefined): QuestionnaireFields | null {
  const parsed = questionnaireFieldsSchema.safeParse(stated);
  return parsed.success ? parsed.data : null;
}

/**
 * The forms the Summary of an answer with no guide names: the asker's form tied to the article
 * it opens on, or the general application when nothing else is the asker's (answer-pipeline.ts),
 * then the forms whose catalogue entry rests on that article, as Next steps lists them. A form
 * listed only under Next steps is missed by a reader of the first section.
 */
function pickSummaryForms(input: AnswerInput): FormSource[] {
  const tied = isExcludedLease(input)
    ? []
    : input.sources.filter(
        (source): source is FormSource =>
          source.type === 'FORM' && (input.articleForms ?? []).includes(source.formId ?? ''),
      );
  return dedupeSources([...tied, ...pickFallbackForms(input, MAX_FORMS)]).slice(0, MAX_FORMS);
}

/** The whole offline answer as one Markdown text (or the plain out-of-scope reply). */
export function composeLocalAnswer(input: AnswerInput): string {
  // Only a guide the question's own words matched says it is about housing (question-scope.ts).
  const guided = input.guides?.some(({ matched }) => matched.length > 0) ?? false;
  const leaseOfImmovable = isLeaseOfImmovable(input.excludedSituation);
  const leaseOfMovable = input.excludedSituation?.movable === true;
  if (
    !isQuestionInScope(input.question, input.sources, { guided, leaseOfImmovable, leaseOfMovable })
  ) {
    return buildOutOfScopeAnswer(input.lang);
  }
  const deadlines = computeDeadlines({
    ...input,
    sources: keepSourcesForLease(input.sources, input.excludedSituation),
    questionnaire: readWholeAnswers(input.questionnaire),
  });
  const forms = pickSummaryForms(input);
  const [summary, law, next] = SECTION_HEADINGS[input.lang];
  const hasGuide = (input.guides?.length ?? 0) > 0;
  return [
    `## ${summary}`,
    hasGuide
      ? composeSummaryFromGuides(input, deadlines.notes.length > 0)
      : composeSummary(input, deadlines.notes.length > 0, forms),
    `## ${law}`,
    composeLawSection(input),
    `## ${next}`,
    composeNextSteps(input, deadlines),
  ].join('\n\n');
}

/** Cuts after whitespace so words arrive whole, like a model's tokens. */
export function splitIntoChunks(text: string, size: number): string[] {
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    const space = text.lastIndexOf(' ', end);
    if (end < text.length && space > start) end = space + 1;
    chunks.push(text.slice(start, end));
    start = end;
  }
  return chunks;
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');
}

/**
 * Characters per streamed chunk: small enough that the answer visibly streams, large enough that
 * a long answer is not hundreds of events (20 conversations at once share one thread).
 */
const CHUNK_CHARS = 160;

export type LocalComposerOptions = { chunkSize?: number };

export function createLocalComposer(options: LocalComposerOptions = {}): AnswerModel {
  const chunkSize = options.chunkSize ?? CHUNK_CHARS;
  return {
    id: 'local',
    label: 'offline-composer',
    async *streamAnswer(input, signal) {
      const text = composeLocalAnswer(input);
      for (const chunk of splitIntoChunks(text, chunkSize)) {
        if (signal.aborted) throw abortError(signal);
        yield chunk;
        // Lets an abort, or other requests, run between chunks: the stream must stay stoppable.
        await yieldToEventLoop();
      }
      if (signal.aborted) throw abortError(signal);
    },
  };
}
