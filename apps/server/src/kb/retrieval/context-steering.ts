import type { QuestionnaireFields } from '@lexlogis/contracts';
import { readArticleRanges } from '../text/articles';

/** The questionnaire answers retrieval looks at; any may be missing. */
export type SearchContext = Partial<
  Pick<
    QuestionnaireFields,
    | 'userType'
    | 'buildingType'
    | 'buildingAgeUnder5'
    | 'tenant65Over'
    | 'leaseTermType'
    | 'excludedSituation'
  >
>;

/**
 * Sections of the lease chapter each answer makes relevant (issue 4, spec 01 §3):
 * low-rental housing arts. 1984–1995 (and 1956 on fixing its rent), students' housing
 * 1979–1983.1, land for a mobile home 1996–2000 (assimilated to a dwelling lease by 1892),
 * lessees aged 65 or over 1959.1, buildings under five years 1955, and the renewal or
 * termination rules of the lease's own term.
 */
const STEERING = {
  buildingType: {
    llm: ['1984-1995', '1956'],
    university: ['1979-1983.1'],
    'mobile-home': ['1996-2000', '1892'],
  },
  tenant65Over: ['1959.1'],
  buildingUnder5: ['1955'],
  leaseTermType: {
    'fixed-term': ['1877', '1878', '1879', '1941', '1942', '1945', '1946'],
    undetermined: ['1877', '1882', '1942', '1946'],
  },
} as const;

export function readSteeringReferences(context: SearchContext | undefined): string[] {
  if (!context) return [];
  const references: string[] = [];
  if (context.buildingType && context.buildingType !== 'none') {
    references.push(...STEERING.buildingType[context.buildingType]);
  }
  if (context.tenant65Over) references.push(...STEERING.tenant65Over);
  if (context.buildingAgeUnder5 === 'under-5') references.push(...STEERING.buildingUnder5);
  if (context.leaseTermType) references.push(...STEERING.leaseTermType[context.leaseTermType]);
  return [...new Set(references)];
}

export function readSteeringRanges(context: SearchContext | undefined): Array<[string, string]> {
  return readArticleRanges(readSteeringReferences(context));
}
