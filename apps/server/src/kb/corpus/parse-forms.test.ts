import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REAL_CORPUS_DIR } from '../../test/fixture-corpus';
import { parseTalForms } from './parse-forms';

describe('parseTalForms (real catalogue)', () => {
  const parsed = parseTalForms(readFileSync(join(REAL_CORPUS_DIR, 'forms/tal-forms.json'), 'utf8'));
  const answeredBy = (formId: string) =>
    parsed.sources.find((source) => source.formId === formId)?.details?.answeredBy;

  it('reads which form answers a received notice from the catalogue', () => {
    expect(answeredBy('TAL-806A')).toEqual(['TAL-810A']);
    expect(answeredBy('TAL-809A')).toEqual(['TAL-811A']);
    expect(answeredBy('TAL-815A')).toEqual(['TAL-826A']);
  });

  it('never makes a response the notice of its own notice', () => {
    expect(answeredBy('TAL-810A')).toEqual([]);
    expect(answeredBy('TAL-811A')).toEqual([]);
  });
});
