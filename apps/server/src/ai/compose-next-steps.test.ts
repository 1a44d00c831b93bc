import { describe, expect, it } from 'vitest';
import { makeAnswerInput as input } from '../test/fixture-answer-input';
import { formSource } from '../test/fixture-sources';
import { composeNextSteps } from './compose-next-steps';

const noDeadlines = { notes: [], missingDates: [] };
const unknownAsker = { questionnaire: null, question: 'Can this apartment be repossessed at 72?' };

describe('composeNextSteps: whose form it is', () => {
  it('names no party beside the forms of a known asker', () => {
    const steps = composeNextSteps(input(), noDeadlines);
    expect(steps).toContain('- **TAL-811A** — ');
    expect(steps).not.toContain('TAL-809A');
  });

  it('says whose form each is when the asker’s role is not known', () => {
    const steps = composeNextSteps(input(unknownAsker), noDeadlines);
    expect(steps).toContain('- **TAL-811A** (tenant) — ');
    expect(steps).toContain('- **TAL-809A** (landlord) — ');
  });

  it('says whose a catalogue form is, from its filing party, in the answer’s language', () => {
    const sources = [...input().sources, formSource('TAL-102A')];
    const steps = composeNextSteps(
      input({ ...unknownAsker, lang: 'fr', sources, articleForms: ['TAL-102A'] }),
      noDeadlines,
    );
    expect(steps).toContain('- **TAL-102A** (locateur) — ');
  });
});
