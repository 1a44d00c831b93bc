import { DEFAULT_SKIPPED_ANSWERS, type QuestionnaireFields } from '@lexlogis/contracts';
import { describe, expect, it } from 'vitest';
import { readSteeringReferences } from '../../kb/retrieval/context-steering';
import { buildRetrievalContext } from './build-retrieval-context';

const SENIOR_IN_LOW_RENTAL: QuestionnaireFields = {
  userType: 'tenant',
  excludedSituation: 'none',
  leaseTermType: 'fixed-term',
  leaseDuration: 12,
  buildingType: 'llm',
  buildingAgeUnder5: 'under-5',
  tenant65Over: true,
  additionalInfo: 'My landlord wants to take back the apartment.',
};

describe('buildRetrievalContext', () => {
  it('keeps every answer that says something about the lease', () => {
    expect(buildRetrievalContext({ answers: SENIOR_IN_LOW_RENTAL })).toEqual({
      userType: 'tenant',
      leaseTermType: 'fixed-term',
      buildingType: 'llm',
      buildingAgeUnder5: 'under-5',
      tenant65Over: true,
    });
  });

  it('steers retrieval to the articles of those answers', () => {
    const references = readSteeringReferences(
      buildRetrievalContext({ answers: SENIOR_IN_LOW_RENTAL }),
    );
    expect(references).toEqual(expect.arrayContaining(['1984-1995', '1959.1', '1955', '1941']));
  });

  it('passes an excluded situation on, and leaves out answers that say nothing', () => {
    const context = buildRetrievalContext({
      answers: {
        ...SENIOR_IN_LOW_RENTAL,
        excludedSituation: 'vacation-rental',
        buildingType: 'none',
        buildingAgeUnder5: 'dont-know',
        tenant65Over: null,
      },
    });
    expect(context).toEqual({
      userType: 'tenant',
      leaseTermType: 'fixed-term',
      excludedSituation: 'vacation-rental',
    });
  });

  it('drops the assumed defaults of a skipped questionnaire but keeps kept answers', () => {
    expect(buildRetrievalContext({ answers: DEFAULT_SKIPPED_ANSWERS, skipped: true })).toEqual({});
    expect(
      buildRetrievalContext({
        answers: { ...DEFAULT_SKIPPED_ANSWERS, userType: 'landlord', buildingType: 'university' },
        skipped: true,
      }),
    ).toEqual({ userType: 'landlord', buildingType: 'university' });
  });

  it('gives an empty context without a form', () => {
    expect(buildRetrievalContext(null)).toEqual({});
  });
});
