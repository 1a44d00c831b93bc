import { isExcludedLease, keepAnswerGuidesForLease } from './dwelling-only';
import type { FormSource } from '@lexlogis/contracts';
import type { SituationGuide } from '../kb/content/content-schema';
import type { AnswerInput } from './answer-types';
import { composeGuideSteps } from './compose-guide-answer';
import { listGuideForms, listShownForms, readAnswerRole } from './guide-forms';
import { citeExclusion } from './compose-law-section';
import { PHRASES } from './composer-phrases';
import type { DeadlineReport } from './compute-deadlines';
import { pickFallbackForms } from './fallback-forms';
import { formatSourceCitation } from './source-references';
import { GUIDE_PHRASES } from './guide-phrases';

export const MAX_FORMS = 3;

type GuideForm = SituationGuide['forms'][number];
type FormParty = GuideForm['party'];

/** The catalogue's filing party in the guides' words; a form anyone files names none. */
const CATALOGUE_PARTY: Record<string, FormParty> = { lessor: 'landlord', lessee: 'tenant' };

/**
 * Whose form it is, when the asker's role is not known: the forms of both parties are listed
 * then, and a landlord's notice must not read as the tenant's own (the guide's form list names
 * the party the same way, compose-guide-answer.ts).
 */
function composeParty(party: FormParty | undefined, input: AnswerInput): string {
  if (!party || readAnswerRole(input)) return '';
  return ` (${GUIDE_PHRASES[input.lang].party[party]})`;
}

function composeForm(form: FormSource, input: AnswerInput): string {
  const phrases = PHRASES[input.lang];
  const id = formatSourceCitation(form);
  const who = composeParty(CATALOGUE_PARTY[(form.filledBy ?? '').toLowerCase()], input);
  const name = form.title && form.title !== id ? `${who} — ${form.title}` : who;
  const whenToUse = (form.content ?? '').split('\n')[0]?.trim();
  const link = form.docUrl ?? form.url ?? form.pageUrl;
  return [
    `- **${id}**${name}.`,
    whenToUse ? ` ${phrases.whenToUse} ${whenToUse}` : '',
    link ? ` ${phrases.officialForm} <${link}>` : '',
  ].join('');
}

/** A guide's form, in the answer's language, with the official link of the shown source. */
function composeGuideForm(form: GuideForm, source: FormSource | undefined, input: AnswerInput) {
  const lang = input.lang;
  const link = source?.docUrl ?? source?.url ?? source?.pageUrl;
  const who = composeParty(form.party, input);
  const name = `${who}${lang === 'en' && source?.title ? ` — ${source.title}` : ''}`;
  return `- **${form.form}**${name}. ${form.when[lang]}${link ? ` ${PHRASES[lang].officialForm} <${link}>` : ''}`;
}

function composeFormsBlock(input: AnswerInput): string | undefined {
  const phrases = PHRASES[input.lang];
  const sources = input.sources.filter((source): source is FormSource => source.type === 'FORM');
  // The Tribunal's forms are for dwelling leases: for a lease they may not govern, only the forms
  // of a guide on art. 1892's dwelling leases stand, and none of search's (dwelling-only.ts).
  const excluded = isExcludedLease(input);
  const guideForms = listGuideForms(
    keepAnswerGuidesForLease(input.guides, input.excludedSituation),
    readAnswerRole(input),
    listShownForms(input.sources),
  );
  // The asker's form for the article the question turns on, when the guides give none of theirs.
  const onArticle = excluded
    ? []
    : sources.filter((source) => input.articleForms?.includes(source.formId ?? ''));
  if (guideForms.length + onArticle.length > 0) {
    const lines = guideForms.map((form) =>
      composeGuideForm(
        form,
        sources.find((source) => source.formId === form.form),
        input,
      ),
    );
    // With no guide, the forms resting on the opening article stand beside a rule's form.
    const listed = new Set([...guideForms.map((form) => form.form), ...(input.articleForms ?? [])]);
    const fallback = (input.guides ?? []).length === 0 ? pickFallbackForms(input, MAX_FORMS) : [];
    const more = fallback.filter((form) => !listed.has(form.formId ?? ''));
    lines.push(...[...onArticle, ...more].map((form) => composeForm(form, input)));
    return [phrases.formsHeading, ...lines].join('\n');
  }
  // Without a guide, only a form whose catalogue entry fits the question (fallback-forms.ts).
  const forms = pickFallbackForms(input, MAX_FORMS);
  if (forms.length === 0) return undefined;
  return [phrases.formsHeading, ...forms.map((form) => composeForm(form, input))].join('\n');
}

export function composeNextSteps(input: AnswerInput, deadlines: DeadlineReport): string {
  const phrases = PHRASES[input.lang];
  const blocks: string[] = [];
  if (deadlines.notes.length > 0) {
    const lines = deadlines.notes.map((note) => `- ${note.text}`);
    for (const anchor of deadlines.missingDates) lines.push(`- ${phrases.noDate[anchor]}`);
    blocks.push([phrases.deadlinesHeading, ...lines].join('\n'));
  }
  blocks.push(
    ...composeGuideSteps(
      input,
      deadlines.notes.map((note) => note.article),
    ),
  );
  const forms = composeFormsBlock(input);
  if (forms) blocks.push(forms);
  const steps: string[] = [];
  if (input.excludedSituation) steps.push(phrases.checkExcluded(citeExclusion(input)));
  steps.push(phrases.keepCopies, phrases.consult);
  blocks.push(steps.map((step) => `- ${step}`).join('\n'));
  blocks.push(phrases.disclaimer);
  return blocks.join('\n\n');
}
