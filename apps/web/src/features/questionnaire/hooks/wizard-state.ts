import {
  questionnaireAnswersSchema,
  type BuildingAge,
  type BuildingType,
  type ExcludedSituation,
  type LeaseTermType,
  type QuestionnaireAnswers,
  type QuestionnaireFields,
  type QuestionnaireUserType,
} from '@lexlogis/contracts';

/** The wizard's answers while being filled: every field may still be missing. */
export interface QuestionnaireDraft {
  excludedSituation: ExcludedSituation | null;
  buildingType: BuildingType | null;
  userType: QuestionnaireUserType | null;
  propertyOwnership: boolean | null;
  singleOwnership: boolean | null;
  spouseOwnership: boolean | null;
  leaseTermType: LeaseTermType | null;
  /** Kept as typed so a half-typed value stays in the field; checked by isWholeMonths. */
  leaseDuration: string;
  tenant65Over: boolean | null;
  buildingAgeUnder5: BuildingAge | null;
  additionalInfo: string;
}

/** Spec 01 §2: steps 0 to 8, in this order. */
export const STEPS = [
  'intro',
  'excludedSituation',
  'buildingType',
  'userType',
  'ownership',
  'leaseTerm',
  'tenant65Over',
  'buildingAge',
  'additionalInfo',
] as const;
export type StepName = (typeof STEPS)[number];
export const LAST_STEP = STEPS.length - 1;

export const EMPTY_DRAFT: QuestionnaireDraft = {
  excludedSituation: null,
  buildingType: null,
  userType: null,
  propertyOwnership: null,
  singleOwnership: null,
  spouseOwnership: null,
  leaseTermType: null,
  leaseDuration: '',
  tenant65Over: null,
  buildingAgeUnder5: null,
  additionalInfo: '',
};

/** A stored form back into the wizard, for editing. */
export function toDraft(answers: QuestionnaireFields): QuestionnaireDraft {
  return {
    excludedSituation: answers.excludedSituation,
    buildingType: answers.buildingType,
    userType: answers.userType,
    propertyOwnership: answers.propertyOwnership ?? null,
    singleOwnership: answers.singleOwnership ?? null,
    spouseOwnership: answers.spouseOwnership ?? null,
    leaseTermType: answers.leaseTermType,
    leaseDuration: answers.leaseDuration == null ? '' : String(answers.leaseDuration),
    tenant65Over: answers.tenant65Over,
    buildingAgeUnder5: answers.buildingAgeUnder5,
    additionalInfo: answers.additionalInfo ?? '',
  };
}

/** Spec 01 §5: a lease duration is a whole number of months, at least 1. */
export function isWholeMonths(value: string): boolean {
  return /^\d+$/.test(value.trim()) && Number(value) >= 1;
}

/** The ownership step exists for landlords only (spec 01 §2, step 4). */
export function isStepSkipped(step: number, draft: QuestionnaireDraft): boolean {
  return STEPS[step] === 'ownership' && draft.userType !== 'landlord';
}

/** Spec 01 §5 "Step completion": Next stays disabled until this is true. */
export function isStepComplete(step: number, draft: QuestionnaireDraft): boolean {
  switch (STEPS[step]) {
    case 'intro':
    case 'additionalInfo':
      return true;
    case 'excludedSituation':
      return draft.excludedSituation !== null;
    case 'buildingType':
      return draft.buildingType !== null;
    case 'userType':
      return draft.userType !== null;
    case 'ownership':
      return isOwnershipComplete(draft);
    case 'leaseTerm':
      if (draft.leaseTermType === 'fixed-term') return isWholeMonths(draft.leaseDuration);
      return draft.leaseTermType !== null;
    case 'tenant65Over':
      return draft.tenant65Over !== null;
    case 'buildingAge':
      return draft.buildingAgeUnder5 !== null;
    default:
      return false;
  }
}

function isOwnershipComplete(draft: QuestionnaireDraft): boolean {
  if (draft.userType !== 'landlord') return true;
  if (draft.propertyOwnership === null) return false;
  if (!draft.propertyOwnership) return true;
  if (draft.singleOwnership === null) return false;
  return draft.singleOwnership || draft.spouseOwnership !== null;
}

/** The next step that is not skipped (previous and next both skip skipped steps). */
export function findNextStep(step: number, draft: QuestionnaireDraft): number {
  let next = step + 1;
  while (next < LAST_STEP && isStepSkipped(next, draft)) next += 1;
  return Math.min(next, LAST_STEP);
}

export function findPreviousStep(step: number, draft: QuestionnaireDraft): number {
  let previous = step - 1;
  while (previous > 0 && isStepSkipped(previous, draft)) previous -= 1;
  return Math.max(previous, 0);
}

/** Changing the user type clears the ownership answers (spec 01 §2, step 3). */
export function changeUserType(
  draft: QuestionnaireDraft,
  userType: QuestionnaireUserType,
): QuestionnaireDraft {
  if (draft.userType === userType) return draft;
  return {
    ...draft,
    userType,
    propertyOwnership: null,
    singleOwnership: null,
    spouseOwnership: null,
  };
}

/** Nested ownership answers below a changed one no longer apply, so they are cleared. */
export function changeOwnership(
  draft: QuestionnaireDraft,
  field: 'propertyOwnership' | 'singleOwnership' | 'spouseOwnership',
  value: boolean,
): QuestionnaireDraft {
  if (field === 'propertyOwnership') {
    return { ...draft, propertyOwnership: value, singleOwnership: null, spouseOwnership: null };
  }
  if (field === 'singleOwnership')
    return { ...draft, singleOwnership: value, spouseOwnership: null };
  return { ...draft, spouseOwnership: value };
}

/** An undetermined lease has no duration (spec 01 §2, step 5). */
export function changeLeaseTerm(
  draft: QuestionnaireDraft,
  leaseTermType: LeaseTermType,
): QuestionnaireDraft {
  return {
    ...draft,
    leaseTermType,
    leaseDuration: leaseTermType === 'undetermined' ? '' : draft.leaseDuration,
  };
}

/**
 * The submission, checked with the spec's schema (spec 01 §5). A failure is reported to the
 * user as 'Please fill in all required fields', so only success or failure matters here.
 */
export function buildSubmission(
  draft: QuestionnaireDraft,
  userId: string,
): QuestionnaireAnswers | null {
  const fixedTerm = draft.leaseTermType === 'fixed-term';
  if (fixedTerm && !isWholeMonths(draft.leaseDuration)) return null;
  const result = questionnaireAnswersSchema.safeParse({
    userId,
    userType: draft.userType ?? undefined,
    excludedSituation: draft.excludedSituation ?? undefined,
    propertyOwnership: draft.propertyOwnership,
    singleOwnership: draft.singleOwnership,
    spouseOwnership: draft.spouseOwnership,
    leaseTermType: draft.leaseTermType ?? undefined,
    leaseDuration: fixedTerm && draft.leaseDuration.trim() ? Number(draft.leaseDuration) : null,
    buildingType: draft.buildingType ?? undefined,
    buildingAgeUnder5: draft.buildingAgeUnder5 ?? undefined,
    tenant65Over: draft.tenant65Over,
    additionalInfo: draft.additionalInfo,
  });
  return result.success ? result.data : null;
}
