import type { QuestionnaireUserType, Source } from '@lexlogis/contracts';
import type { SituationGuide } from '../kb/content/content-schema';
import type { AnswerGuide, AnswerInput, AnswerLang } from './answer-types';
import { FACT_CHECKS, GUIDE_PHRASES, UNKNOWN_CONDITIONS } from './guide-phrases';
import { readQuestionFacts, type QuestionFacts } from './question-facts';

/**
 * The offline answer written from situation guides: the guide's direct answer applied to the
 * facts of the question, the delays the law sets, the steps for the asker's role and the forms
 * their party files. Every rule comes from the guide, which the grounding check holds to the
 * articles it cites; the composer only adds facts the person gave and the catalogue's forms.
 */

type GuideForm = SituationGuide['forms'][number];
type Role = QuestionnaireUserType;

/** The asker's role when the questionnaire gave it (a skipped questionnaire gives none). */
export function readAnswerRole(input: AnswerInput): Role | undefined {
  return input.questionnaire?.userType ?? undefined;
}

function isForRole(party: GuideForm['party'], role: Role | undefined): boolean {
  if (!role || party === 'either') return true;
  if (role === 'landlord') return party === 'landlord';
  return role === 'tenant' || role === 'sub-tenant' ? party === 'tenant' : false;
}

function appliesToRole(roles: readonly Role[] | undefined, role: Role | undefined): boolean {
  return !role || !roles || roles.includes(role);
}

/** Form ids among the sources: the only forms an answer may name. */
export function listShownForms(sources: readonly Source[]): Set<string> {
  const ids = sources.map((source) => (source.type === 'FORM' ? source.formId : undefined));
  return new Set(ids.filter((id): id is string => Boolean(id)));
}

/** The guides' forms for the asker's party (any party's when the role is not known). */
export function listGuideForms(
  guides: readonly AnswerGuide[],
  role: Role | undefined,
  shown?: ReadonlySet<string>,
): GuideForm[] {
  const forms = guides.flatMap(({ guide }) => guide.forms);
  return forms.filter(
    (form, index) =>
      forms.findIndex((other) => other.form === form.form) === index &&
      (!shown || shown.has(form.form)) &&
      isForRole(form.party, role),
  );
}

function composeFacts(guide: SituationGuide, facts: QuestionFacts, lang: AnswerLang): string[] {
  const phrases = GUIDE_PHRASES[lang];
  const articles = new Set([...guide.answer.articles, ...guide.articles]);
  const lines: string[] = [];
  for (const check of FACT_CHECKS) {
    const value = facts[check.fact];
    if (!articles.has(check.article) || value === undefined) continue;
    lines.push(
      phrases.factLine({
        value: check.fact === 'age' ? phrases.age(value) : phrases.years(value),
        requirement: check.requirement[lang],
        met: value >= check.min,
        article: check.article,
      }),
    );
  }
  if (lines.length === 0) return [];
  for (const condition of UNKNOWN_CONDITIONS) {
    if (articles.has(condition.article)) {
      lines.push(phrases.unknownFact(condition.requirement[lang], condition.article));
    }
  }
  return [phrases.appliedHeading, ...lines.map((line) => `- ${capitalize(line)}`)];
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function composeFormList(input: AnswerInput, role: Role | undefined): string | undefined {
  const phrases = GUIDE_PHRASES[input.lang];
  const forms = listGuideForms(input.guides ?? [], role, listShownForms(input.sources));
  if (forms.length === 0) return undefined;
  const items = forms.map((form) => {
    const who = role ? '' : ` (${phrases.party[form.party]})`;
    return `**${form.form}**${who}: ${form.when[input.lang]}`;
  });
  return `${role ? phrases.formsForYou : phrases.formsByParty} ${items.join(' ')}`;
}

/** The Summary: each matched guide's answer, the facts held against it, the asker's forms. */
export function composeGuideSummary(input: AnswerInput, opening: readonly string[]): string {
  const lang = input.lang;
  const phrases = GUIDE_PHRASES[lang];
  const role = readAnswerRole(input);
  const facts = readQuestionFacts(input.question);
  const [best, ...others] = input.guides ?? [];
  if (!best) return opening.join(' ');
  const blocks = [[...opening, best.guide.answer[lang]].join(' ')];
  for (const other of others) {
    blocks.push(`${phrases.alsoRelevant(other.guide.title[lang])} ${other.guide.answer[lang]}`);
  }
  const applied = (input.guides ?? []).flatMap(({ guide }) => composeFacts(guide, facts, lang));
  // One block of facts even when two guides rest on the same article.
  if (applied.length > 0) blocks.push([...new Set(applied)].join('\n'));
  const forms = composeFormList(input, role);
  if (forms) blocks.push(forms);
  return blocks.join('\n\n');
}

/** Next steps from the guides: the delays the law sets, then what to do, for the asker's role. */
export function composeGuideSteps(input: AnswerInput): string[] {
  const lang = input.lang;
  const phrases = GUIDE_PHRASES[lang];
  const role = readAnswerRole(input);
  const guides = (input.guides ?? []).map(({ guide }) => guide);
  const blocks: string[] = [];
  const deadlines = guides
    .flatMap((guide) => guide.deadlines)
    .filter((deadline) => appliesToRole(deadline.role ? [deadline.role] : undefined, role))
    .map((deadline) => `- ${deadline[lang]} (art. ${deadline.article} C.c.Q.)`);
  if (deadlines.length > 0) blocks.push([phrases.deadlinesInLaw, ...new Set(deadlines)].join('\n'));
  const steps = guides
    .flatMap((guide) => guide.steps)
    .filter((step) => appliesToRole(step.roles, role))
    .map((step) => step[lang]);
  if (steps.length > 0) {
    const numbered = [...new Set(steps)].map((step, index) => `${index + 1}. ${step}`);
    blocks.push([phrases.whatYouCanDo, ...numbered].join('\n'));
  }
  const conditions = (guides[0]?.conditions ?? []).map(
    (condition) =>
      `- ${condition[lang]} (${condition.articles.map((a) => `art. ${a}`).join(', ')} C.c.Q.)`,
  );
  if (conditions.length > 0) blocks.push([phrases.conditionsHeading, ...conditions].join('\n'));
  return blocks;
}
