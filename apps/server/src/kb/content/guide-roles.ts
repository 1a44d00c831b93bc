import type { QuestionnaireUserType } from '@lexlogis/contracts';
import type { SituationGuide } from './content-schema';

type GuideParty = SituationGuide['forms'][number]['party'];

/**
 * Whether a guide's form is the asker's to file (anyone's when the role is not known). A
 * sub-tenant files as a lessee (art. 1876); an occupant is on no lease, so only forms either
 * party files are theirs.
 */
export function isFormForRole(
  party: GuideParty,
  role: QuestionnaireUserType | null | undefined,
): boolean {
  if (!role || party === 'either') return true;
  if (role === 'landlord') return party === 'landlord';
  return role === 'tenant' || role === 'sub-tenant' ? party === 'tenant' : false;
}
