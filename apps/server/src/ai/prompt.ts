import { OUT_OF_SCOPE_ANSWER_PREFIX, type Source, type StatedAnswers } from '@lexlogis/contracts';
import type { ModelMessage } from 'ai';
import { HISTORY_TURNS, type AnswerInput, type AnswerLang } from './answer-types';
import { SECTION_HEADINGS } from './composer-phrases';
import { formatSourceCitation } from './source-references';
import { composeLeadNotes } from './compose-lead-notes';
import { keepAnswerGuidesForLease } from './dwelling-only';

/**
 * The prompt for real models. The model sees only numbered sources and is told to cite
 * nothing else; the citation checker enforces that afterwards, so the prompt is the first line
 * of defence, not the only one.
 */

/** Long texts are cut so 12 sources plus history stay well inside any context window. */
const MAX_SOURCE_CHARS = 2_500;
const MAX_HISTORY_ANSWER_CHARS = 1_500;

const LANGUAGE_NAME: Record<AnswerLang, string> = { en: 'English', fr: 'French' };

export function buildSystemPrompt(lang: AnswerLang): string {
  const [summary, law, next] = SECTION_HEADINGS[lang];
  return [
    'You are LexLogis, a legal-information assistant for Quebec housing law (leases of dwellings, Civil Code of Québec arts. 1851–2000, the Tribunal administratif du logement and its forms).',
    `Answer in ${LANGUAGE_NAME[lang]}, in Markdown without HTML, with exactly three sections and these headings:`,
    `## ${summary}\n## ${law}\n## ${next}`,
    'Rules:',
    '- Use only the numbered sources in the user message. Cite them by their own citation: "art. 1942 C.c.Q.", form ids such as TAL-810A, neutral citations such as 2023 QCTAL 22726. Never cite an article, form, decision, regulation or deadline that is not in the sources; if the sources do not answer a point, say that it is not known from the sources.',
    '- Quote the key sentence of each article you rely on, and give its official link.',
    '- A source marked AMENDED: say that the article was amended and that the quoted text is the consolidated version.',
    '- A source marked "text in French" used in an English answer: say that the quoted text is the French version and give the official English page when there is one.',
    '- Decisions: give the outcome only as the source states it; otherwise write that the outcome is not known.',
    '- Deadlines: state only those written in a source text; compute calendar dates from dates in the question when you can, using today’s date given below.',
    '- Excluded situation (art. 1892 C.c.Q. para. 3): quote verbatim the line that introduces the list of excluded leases and the numbered paragraph concerned, with every condition it sets. If the questionnaire states the situation, say that the rules on the lease of a dwelling do not apply to such a lease. If it is only suggested by the question, say that those rules may not apply if the lease meets every condition of that paragraph; never say that they do not apply.',
    '- Form descriptions come from an unofficial English catalogue, not from the Tribunal: present them as such.',
    '- Questionnaire: rely only on the answers listed; anything not listed is unknown, so do not assume the user is a tenant or a landlord.',
    `- If the question is not about Quebec housing law, answer only with one short plain-text paragraph beginning exactly "${OUT_OF_SCOPE_ANSWER_PREFIX[lang]}" that says the question is not about Quebec housing law, with no sections and no citations.`,
    '- A "Situation guide" block, when present, is reviewed legal information written from the cited articles: build the Summary on its direct answer, applied to the facts of the question (age, years in the dwelling, dates, role), and the Next steps on its steps and forms for the user\'s role. It is grounding, not a source: cite the articles and forms it names only as the numbered sources that carry them.',
    '- A "Search\'s best articles" block, when present, holds the reviewed notes of the articles search ranked best that no guide rule states: state each in the Summary, citing its article as the numbered source that carries it.',
    '- A source\'s "Plain-language note" explains the article; it is not the official text: quote the article, and use the note to explain it in the answer\'s language.',
    '- End with one sentence saying this is legal information, not legal advice.',
  ].join('\n');
}

function describeSource(source: Source, index: number): string {
  const facts = [`[${index + 1}] ${source.type}`, formatSourceCitation(source)];
  if (source.title && source.title !== facts[1]) facts.push(source.title);
  if (source.type === 'LAW' || source.type === 'MODIFIED_LAW') {
    if (source.consolidationDate) facts.push(`consolidated ${source.consolidationDate}`);
    if (source.type === 'MODIFIED_LAW' || source.isModified) facts.push('AMENDED');
    if (source.urlEn) facts.push(`official English page ${source.urlEn}`);
  }
  if (source.type === 'CASELAW') {
    facts.push(
      `outcome: ${source.outcome && source.outcome !== 'unknown' ? source.outcome : 'not known'}`,
    );
    if (source.decisionDate) facts.push(source.decisionDate);
  }
  if (source.type === 'FORM') {
    if (source.filledBy) facts.push(`filed by ${source.filledBy}`);
    facts.push('description from an unofficial catalogue');
  }
  if (source.lang) facts.push(`text in ${LANGUAGE_NAME[source.lang]}`);
  if (source.url) facts.push(source.url);
  const content = (source.content ?? '').slice(0, MAX_SOURCE_CHARS);
  const note =
    (source.type === 'LAW' || source.type === 'MODIFIED_LAW') && source.note
      ? `\nPlain-language note (not the official text): ${source.note.en} / ${source.note.fr}`
      : '';
  return `${facts.join(' — ')}\n${content}${note}`;
}

/** Only the answers the user gave: a skipped questionnaire's defaults never reach the model. */
function describeAnswers(answers: StatedAnswers): string | undefined {
  const facts = [
    answers.userType && `user type ${answers.userType}`,
    answers.leaseTermType &&
      `lease ${answers.leaseTermType}${answers.leaseDuration ? ` (${answers.leaseDuration} months)` : ''}`,
    answers.buildingType && `building ${answers.buildingType}`,
    answers.buildingAgeUnder5 && `building age ${answers.buildingAgeUnder5}`,
    typeof answers.tenant65Over === 'boolean' && `tenant aged 65 or over: ${answers.tenant65Over}`,
    answers.additionalInfo && `notes: ${answers.additionalInfo}`,
  ].filter((fact): fact is string => typeof fact === 'string' && fact.length > 0);
  return facts.length > 0 ? `Questionnaire answers: ${facts.join('; ')}` : undefined;
}

function describeContext(input: AnswerInput): string[] {
  const lines = [`Today: ${input.now.toISOString().slice(0, 10)}`];
  const answers = input.questionnaire ? describeAnswers(input.questionnaire) : undefined;
  lines.push(
    answers ?? 'Questionnaire: no answers given (the user type and the lease are unknown)',
  );
  if (input.excludedSituation) {
    const { situation, origin, paragraph } = input.excludedSituation;
    lines.push(
      `Excluded situation (art. 1892 C.c.Q.${paragraph ? ` para. 3 ${paragraph}` : ''}): ${situation}, ${origin === 'questionnaire' ? 'stated in the questionnaire' : 'only suggested by the words of the question, so the rules may not apply'}`,
    );
  }
  return lines;
}

export const UNSUPPORTED_GUIDE_LINE =
  "Support: weak (search ranked none of this guide's articles among the question's first); it may also apply: lead with the Search's best articles block, then mention this guide.";

/** The matched situation guides, in the answer's language, as grounding for the model. */
function describeGuides(input: AnswerInput): string | undefined {
  const lang = input.lang;
  // A lease the dwelling rules may not govern: the same guides' forms stand as offline.
  const guides = keepAnswerGuidesForLease(input.guides, input.excludedSituation);
  const blocks = guides.map(({ guide, unsupported }) =>
    [
      `Situation guide: ${guide.title[lang]} (reviewed; rests on ${guide.articles.map((a) => `art. ${a}`).join(', ')} C.c.Q.)`,
      // The offline Summary puts such a guide after the question's own articles; say why.
      ...(unsupported ? [UNSUPPORTED_GUIDE_LINE] : []),
      `Direct answer: ${guide.answer[lang]}`,
      ...guide.conditions.map((condition) => `Condition: ${condition[lang]}`),
      ...guide.deadlines.map(
        (deadline) =>
          `Delay (art. ${deadline.article}${deadline.role ? `, ${deadline.role}` : ''}): ${deadline[lang]}`,
      ),
      ...guide.steps.map((step) => `Step (${step.roles.join(', ')}): ${step[lang]}`),
      ...guide.forms.map(
        (form) => `Form ${form.form} (filed by ${form.party}): ${form.when[lang]}`,
      ),
    ].join('\n'),
  );
  return blocks.length > 0 ? blocks.join('\n\n') : undefined;
}

/** The notes the offline composer's Summary states (`compose-lead-notes.ts`), so both agree. */
function describeLeadNotes(input: AnswerInput): string | undefined {
  const notes = composeLeadNotes(input);
  if (notes.length === 0) return undefined;
  return [
    "Search's best articles (reviewed notes; not stated by any guide rule):",
    ...notes.map((note) => `- ${note}`),
  ].join('\n');
}

export function buildUserPrompt(input: AnswerInput): string {
  const sources = input.sources.length
    ? input.sources.map(describeSource).join('\n\n')
    : '(no sources were found)';
  const guides = describeGuides(input);
  const lead = describeLeadNotes(input);
  return [
    `Sources:\n${sources}`,
    ...(guides ? [guides] : []),
    ...(lead ? [lead] : []),
    describeContext(input).join('\n'),
    `Question: ${input.question}`,
  ].join('\n\n');
}

/** System prompt, recent turns of the conversation, then the sources and the question. */
export function buildAnswerPrompt(input: AnswerInput): {
  system: string;
  messages: ModelMessage[];
} {
  const messages: ModelMessage[] = input.history.slice(-HISTORY_TURNS).flatMap((turn) => [
    { role: 'user' as const, content: turn.question },
    { role: 'assistant' as const, content: turn.answer.slice(0, MAX_HISTORY_ANSWER_CHARS) },
  ]);
  messages.push({ role: 'user', content: buildUserPrompt(input) });
  return { system: buildSystemPrompt(input.lang), messages };
}
