import * as contracts from '@lexlogis/contracts';
import { describe, expect, it } from 'vitest';
import * as local from './tracking-limits';

const samples = [
  '',
  '   padded question   ',
  'a'.repeat(99),
  'a'.repeat(100),
  'b'.repeat(101),
  'c'.repeat(250),
  `${'😀'.repeat(150)}tail`,
  `${'x'.repeat(99)}😀😀`,
  ` ${'é'.repeat(205)} `,
];

describe('tracking limits copied from the contracts', () => {
  it('has the same constants', () => {
    expect(local.TRACKING_FLUSH_SIZE).toBe(contracts.TRACKING_FLUSH_SIZE);
    expect(local.TRACKING_FLUSH_INTERVAL_MS).toBe(contracts.TRACKING_FLUSH_INTERVAL_MS);
    expect(local.TRACKING_BATCH_MAX_EVENTS).toBe(contracts.TRACKING_BATCH_MAX_EVENTS);
    expect(local.SESSION_INACTIVITY_TIMEOUT_MS).toBe(contracts.SESSION_INACTIVITY_TIMEOUT_MS);
  });

  it.each(samples.map((sample) => [sample]))('builds the same labels for %j', (sample) => {
    expect(local.buildQuestionLabel(sample)).toBe(contracts.buildQuestionLabel(sample));
    expect(local.buildErrorLabel(sample)).toBe(contracts.buildErrorLabel(sample));
  });
});
