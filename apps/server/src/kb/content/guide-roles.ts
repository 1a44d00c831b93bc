import type { QuestionnaireUserType } from '@lexlogis/contracts';
import type { SituationGuide } from './content-schema';

type GuideParty = SituationGuide['forms'][number]['party'];

/**
 * The notices of a tenant who sublets or assigns his own lease, by the forms catalogue: TAL-814A
 * ("A lessee intends to sublet all or part of the dwelling"), TAL-802A ("…notify the lessor that
 * they are assigning their lease"), TAL-817A (the assignor's and assignee's agreement). A
 * sub-tenant files as a lessee, but these are his sublessor's: the one who sublets to him.
 */
const SUBLESSOR_FORMS = new Set(['TAL-814A', 'TAL-802A', 'TAL-817A']);

/**
 * The notices art. 1938 asks of the one who lived with the tenant (the catalogue: "given in
 * accordance with article 1938"): he "devient locataire si … il continue d'occuper le logement et
 * avise le locateur" within two months of the end of the cohabitation (TAL-803A) or of the
 * tenant's death (TAL-804A). An occupant, on no lease, files these.
 */
const OCCUPANT_NOTICES = new Set(['TAL-803A', 'TAL-804A']);

/**
 * The forms whose filer the role alone does not say: true for art. 1938's notices asked of an
 * occupant, false for a sublessor's notices asked of a sub-tenant; undefined for every other
 * form, which its filing party decides. Guides (isFormForRole) and the catalogue's forms
 * (ai/filing-party.ts) both ask it first.
 */
export function readFormRoleException(
  form: string | undefined,
  role: QuestionnaireUserType | null | undefined,
): boolean | undefined {
  if (form === undefined) return undefined;
  if (role === 'sub-tenant' && SUBLESSOR_FORMS.has(form)) return false;
  if (role === 'occupant' && OCCUPANT_NOTICES.has(form)) return true;
  return undefined;
}

/**
 * Whether a guide's form is the asker's to file (anyone's when the role is not known). A
 * sub-tenant files as a lessee (art. 1876: the lessee's rights and recourses against the
 * lessor), except his sublessor's notices; an occupant is on no lease, so only forms either
 * party files are theirs, and the notices by which art. 1938 makes him the tenant.
 */
export function isFormForRole(
  party: GuideParty,
  role: QuestionnaireUserType | null | undefined,
  form?: string,
): boolean {
  const exception = readFormRoleException(form, role);
  if (exception !== undefined) return exception;
  if (!role || party === 'either') return true;
  if (role === 'landlord') return party === 'landlord';
  return role === 'tenant' || role === 'sub-tenant' ? party === 'tenant' : false;
}
