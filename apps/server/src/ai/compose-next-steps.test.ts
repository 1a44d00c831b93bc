import { describe, expect, it } from 'vitest';
import { makeAnswerInput as input } from '../test/fixture-answer-input';
import { formSource, lawSource } from '../test/fixture-sources';
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

describe('composeNextSteps: an answer no guide holds', () => {
  it('lists a rule’s form beside the forms resting on the article the Summary opens on', () => {
    // The occupants guide ties TAL-001A to art. 1920's rule; no form rests on that article.
    const sources = [lawSource('1920'), formSource('TAL-001A'), formSource('TAL-806A')];
    const asked = { guides: [], sources, leadArticles: ['1920'], articleForms: ['TAL-001A'] };
    const steps = composeNextSteps(input({ ...unknownAsker, ...asked }), noDeadlines);
    expect(steps).toContain('- **TAL-001A** — ');
    // TAL-806A rests on art. 1942, not on the article the Summary opens on.
    expect(steps).not.toContain('TAL-806A');
    const onNotice = { ...asked, leadArticles: ['1942'], sources: [...sources, lawSource('1942')] };
    const both = composeNextSteps(input({ ...unknownAsker, ...onNotice }), noDeadlines);
    expect(both).toContain('- **TAL-001A** — ');
    expect(both).toContain('- **TAL-806A** (landlord) — ');
  });
});
