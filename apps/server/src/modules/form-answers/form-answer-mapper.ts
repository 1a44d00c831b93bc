import type { FormAnswer, QuestionnaireFields } from '@lexlogis/contracts';
import type { FormAnswerColumns, FormAnswerRow } from './form-answers.repository';

/** Rows never leave the server as they are: this is where a row becomes the contract's answers. */
export function toQuestionnaireFields(row: FormAnswerRow): QuestionnaireFields {
  const fields: QuestionnaireFields = {
    userType: row.userType,
    excludedSituation: row.excludedSituation,
    propertyOwnership: row.propertyOwnership,
    singleOwnership: row.singleOwnership,
    spouseOwnership: row.spouseOwnership,
    leaseTermType: row.leaseTermType,
    leaseDuration: row.leaseDuration,
    buildingType: row.buildingType,
    buildingAgeUnder5: row.buildingAgeUnder5,
    tenant65Over: row.tenant65Over,
    additionalInfo: row.additionalInfo,
  };
  // Names are optional in the contract; a null column means the user never gave one.
  if (row.firstName !== null) fields.firstName = row.firstName;
  if (row.lastName !== null) fields.lastName = row.lastName;
  return fields;
}

export function toFormAnswer(row: FormAnswerRow): FormAnswer {
  return {
    id: row.id,
    userId: row.userId,
    answers: toQuestionnaireFields(row),
    skipped: row.skipped,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Answers as columns. The ownership answers only mean something for a landlord and the
 * duration only for a fixed-term lease, so they are cleared otherwise (the wizard does the same);
 * a stray value from an older client never reaches retrieval.
 */
export function toFormAnswerColumns(
  fields: QuestionnaireFields & { skipped?: boolean },
): FormAnswerColumns {
  const isLandlord = fields.userType === 'landlord';
  const owns = isLandlord ? (fields.propertyOwnership ?? null) : null;
  const sole = owns === true ? (fields.singleOwnership ?? null) : null;
  return {
    userType: fields.userType,
    excludedSituation: fields.excludedSituation,
    propertyOwnership: owns,
    singleOwnership: sole,
    spouseOwnership: sole === false ? (fields.spouseOwnership ?? null) : null,
    leaseTermType: fields.leaseTermType,
    leaseDuration: fields.leaseTermType === 'fixed-term' ? (fields.leaseDuration ?? null) : null,
    buildingType: fields.buildingType,
    buildingAgeUnder5: fields.buildingAgeUnder5,
    tenant65Over: fields.tenant65Over,
    additionalInfo: fields.additionalInfo ?? '',
    firstName: fields.firstName || null,
    lastName: fields.lastName || null,
    skipped: fields.skipped ?? false,
  };
}
