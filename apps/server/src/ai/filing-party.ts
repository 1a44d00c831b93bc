import type { QuestionnaireUserType, Source } from '@lexlogis/contracts';
import { readFormRoleException } from '../kb/content/guide-roles';

/**
 * Who files a form, in the words of the forms catalogue (`initiating_party` in
 * corpus/forms/tal-forms.json: lessor, lessee, lessor_or_lessee, applicant). The catalogue
 * defines the lessee as "the person or persons named as lessee under the lease", so:
 * - a sub-tenant files as a lessee: they are the lessee of the sublease, and when the lessor
 *   fails to perform its obligations they may exercise the lessee's rights and recourses
 *   (art. 1876 C.c.Q.);
 * - an occupant lives in the dwelling without being on the lease (the questionnaire's own
 *   definition), so no form is theirs by role, and forms keep their search order.
 */
export type FilingParty = 'lessor' | 'lessee';

const FILING_PARTY: Record<QuestionnaireUserType, FilingParty | undefined> = {
  landlord: 'lessor',
  tenant: 'lessee',
  'sub-tenant': 'lessee',
  occupant: undefined,
};

export function readFilingParty(
  userType: QuestionnaireUserType | null | undefined,
): FilingParty | undefined {
  return userType ? FILING_PARTY[userType] : undefined;
}

function readFiledBy(source: Source): string {
  return source.type === 'FORM' ? (source.filledBy ?? '').toLowerCase() : '';
}

/** A form with no party of its own (`applicant`) is filed by whichever party applies. */
const EITHER_PARTY = ['applicant', 'lessor_or_lessee'];

/**
 * Whether a user of this role may file the form: their own party's form or either party's. With
 * no role known every form may be theirs; an occupant is on no lease, so no party's own form is
 * but art. 1938's notices (guide-roles.ts);
 * a sub-tenant files as a lessee, but not his sublessor's notices (guide-roles.ts).
 */
export function mayFileForm(
  form: Source,
  userType: QuestionnaireUserType | null | undefined,
): boolean {
  if (!userType) return true;
  const exception = readFormRoleException(form.type === 'FORM' ? form.formId : undefined, userType);
  if (exception !== undefined) return exception;
  const filedBy = readFiledBy(form);
  if (EITHER_PARTY.includes(filedBy)) return true;
  const party = readFilingParty(userType);
  return party !== undefined && filedBy === party;
}

/** 0: only this party files it; 1: either party may (lessor_or_lessee); 2: anyone else's. */
function rankForm(source: Source, party: FilingParty): number {
  const filedBy = readFiledBy(source);
  if (filedBy === party) return 0;
  return filedBy.split(/_(?:or|and)_/).includes(party) ? 1 : 2;
}

/**
 * Forms this user files come first, then forms either party files, then the rest; other
 * sources keep their place, and each group keeps search order (sort is stable).
 */
export function rankFormsForUser<T extends Source>(
  sources: readonly T[],
  userType: QuestionnaireUserType | null | undefined,
): T[] {
  const party = readFilingParty(userType);
  if (!party) return [...sources];
  const forms = sources
    .filter((source) => source.type === 'FORM')
    .sort((a, b) => rankForm(a, party) - rankForm(b, party));
  let next = 0;
  return sources.map((source) => (source.type === 'FORM' ? forms[next++]! : source));
}
