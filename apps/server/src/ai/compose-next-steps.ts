import type { FormSource } from '@lexlogis/contracts';
import type { AnswerInput } from './answer-types';
import { citeExclusion } from './compose-law-section';
import { PHRASES } from './composer-phrases';
import type { DeadlineReport } from './compute-deadlines';
import { rankFormsForUser } from './filing-party';
import { formatSourceCitation } from './source-references';

export const MAX_FORMS = 3;

/** Forms the user files first (same order as the sources list), at most MAX_FORMS. */
export function pickForms(input: AnswerInput): FormSource[] {
  const forms = input.sources.filter((source): source is FormSource => source.type === 'FORM');
  return rankFormsForUser(forms, input.questionnaire?.userType).slice(0, MAX_FORMS);
}

function composeForm(form: FormSource, input: AnswerInput): string {
  const phrases = PHRASES[input.lang];
  const id = formatSourceCitation(form);
  const name = form.title && form.title !== id ? ` — ${form.title}` : '';
  const whenToUse = (form.content ?? '').split('\n')[0]?.trim();
  const link = form.docUrl ?? form.url ?? form.pageUrl;
  return [
    `- **${id}**${name}.`,
    whenToUse ? ` ${phrases.whenToUse} ${whenToUse}` : '',
    link ? ` ${phrases.officialForm} <${link}>` : '',
  ].join('');
}

export function composeNextSteps(input: AnswerInput, deadlines: DeadlineReport): string {
  const phrases = PHRASES[input.lang];
  const blocks: string[] = [];
  if (deadlines.notes.length > 0) {
    const lines = deadlines.notes.map((note) => `- ${note.text}`);
    for (const anchor of deadlines.missingDates) lines.push(`- ${phrases.noDate[anchor]}`);
    blocks.push([phrases.deadlinesHeading, ...lines].join('\n'));
  }
  const forms = pickForms(input);
  if (forms.length > 0) {
    blocks.push(
      [phrases.formsHeading, ...forms.map((form) => composeForm(form, input))].join('\n'),
    );
  }
  const steps: string[] = [];
  if (input.excludedSituation) steps.push(phrases.checkExcluded(citeExclusion(input)));
  steps.push(phrases.keepCopies, phrases.consult);
  blocks.push(steps.map((step) => `- ${step}`).join('\n'));
  blocks.push(phrases.disclaimer);
  return blocks.join('\n\n');
}
