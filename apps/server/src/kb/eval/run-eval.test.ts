import { describe, expect, it } from 'vitest';
import { formatEvalReport, type EvalReport } from './run-eval';

const metrics = { questions: 2, hitAt1: 0.5, hitAt5: 0.5, hitAt10: 1, recallAt10: 1, mrr: 0.6 };
const language = { system: metrics, baseline: metrics };
const report = {
  byLanguage: { en: language, fr: language, all: language },
  misses: [{ id: 'blind-007', expected: ['1959.1'], top5: ['1957', '1960'] }],
} as unknown as EvalReport;

describe('formatEvalReport', () => {
  it('lists the questions search missed', () => {
    expect(formatEvalReport(report)).toContain('blind-007: expected 1959.1; got 1957, 1960');
  });

  it('gives only their number for a held-out set', () => {
    const text = formatEvalReport(report, { listMisses: false });
    expect(text).toContain('1 not in the top 5 (held-out set: not listed).');
    expect(text).not.toContain('blind-007');
    expect(text).not.toContain('1959.1');
  });
});
