import { describe, expect, it } from 'vitest';
import {
  caseOutcomeSchema,
  getCaseStatus,
  getOutcomeGaugeLabel,
  similarCaseSchema,
} from './case-outcome';

describe('getCaseStatus', () => {
  it('is Negative when poor exceeds both other groups', () => {
    expect(getCaseStatus({ excellent: 1, good: 1, fair: 2, poor: 3 })).toBe('Negative');
  });

  it('is Neutral when fair is the largest', () => {
    expect(getCaseStatus({ excellent: 1, good: 1, fair: 5, poor: 3 })).toBe('Neutral');
    expect(getCaseStatus({ excellent: 0, good: 1, fair: 3, poor: 3 })).toBe('Neutral');
  });

  it('is Positive otherwise, favourable counting excellent and good together', () => {
    expect(getCaseStatus({ excellent: 3, good: 3, fair: 5, poor: 5 })).toBe('Positive');
    expect(getCaseStatus({ excellent: 2, good: 2, fair: 1, poor: 4 })).toBe('Positive');
    expect(getCaseStatus({ excellent: 0, good: 0, fair: 0, poor: 0 })).toBe('Positive');
  });

  it('does not call a poor tie Negative', () => {
    expect(getCaseStatus({ excellent: 0, good: 4, fair: 0, poor: 4 })).toBe('Positive');
  });
});

describe('getOutcomeGaugeLabel', () => {
  it('uses the 33/66 thresholds', () => {
    expect(getOutcomeGaugeLabel(33)).toBe('Poor');
    expect(getOutcomeGaugeLabel(34)).toBe('Fair');
    expect(getOutcomeGaugeLabel(66)).toBe('Fair');
    expect(getOutcomeGaugeLabel(67)).toBe('Excellent');
  });
});

describe('case schemas', () => {
  it('rejects negative counts', () => {
    const outcome = {
      summary: 'S',
      ratings: { excellent: 0, good: 0, fair: 0, poor: -1 },
      similarCases: 0,
    };
    expect(caseOutcomeSchema.safeParse(outcome).success).toBe(false);
  });

  it('parses a similar case', () => {
    const similar = {
      id: '1',
      name: '2023 QCTAL 1',
      location: 'Montréal',
      date: '2023-01-05',
      status: 'Neutral',
      fileType: 'pdf',
    };
    expect(similarCaseSchema.parse(similar)).toEqual(similar);
    expect(similarCaseSchema.safeParse({ ...similar, fileType: 'exe' }).success).toBe(false);
  });
});
