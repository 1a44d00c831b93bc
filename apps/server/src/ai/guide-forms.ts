import type { QuestionnaireUserType, Source } from '@lexlogis/contracts';
import { readAskerRole } from '../kb/content/asker-role';
import type { SituationGuide } from '../kb/content/content-schema';
import { isFormForRole } from '../kb/content/guide-roles';
import type { AnswerGuide, AnswerInput } from './answer-types';

type GuideForm = SituationGuide['forms'][number];
type Role = QuestionnaireUserType;

/**
 * The asker's role when the questionnaire gave it (a skipped questionnaire gives none), else
 * the one the question's wording shows ("my tenant" is asked by a landlord).
 */
export function readAnswerRole(
  input: Pick<AnswerInput, 'question' | 'questionnaire'>,
): Role | undefined {
  return readAskerRole(input.question, input.questionnaire?.userType);
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
  // The role is read before duplicates are dropped: a form one guide gives the other party
  // (TAL-001A for a tenant's discrimination) may be the asker's in the next guide (either party's).
  const forms = guides
    .flatMap(({ guide, rules }) =>
      // A rule's form is the asker's only when the question triggers that rule.
      guide.forms.filter(
        (form) => !form.rule || (rules ?? []).some((r) => r.article === form.rule),
      ),
    )
    .filter(
      (form) => isFormForRole(form.party, role, form.form) && (!shown || shown.has(form.form)),
    );
  return forms.filter(
    (form, index) => forms.findIndex((other) => other.form === form.form) === index,
  );
}
