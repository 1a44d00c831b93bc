import { describe, expect, it } from 'vitest';
import type { QuestionnaireFields } from '@lexlogis/contracts';
import { makeGuide } from '../test/fixture-content';
import { makeAnswerInput as input } from '../test/fixture-answer-input';
import { formSource, lawSource } from '../test/fixture-sources';
import { composeGuideSummary } from './compose-guide-answer';

const guide = makeGuide();

describe('composeGuideSummary: forms', () => {
  it('names the forms of the asker’s party only, and every party’s with no role', () => {
    expect(composeGuideSummary(input(), [])).toMatch(/Forms for you: \*\*TAL-811A\*\*/);
    expect(composeGuideSummary(input(), [])).not.toContain('TAL-809A');
    const anyone = composeGuideSummary(
      input({ questionnaire: null, question: 'I am 72. Can this apartment be repossessed?' }),
      [],
    );
    expect(anyone).toContain('**TAL-811A** (tenant)');
    expect(anyone).toContain('**TAL-809A** (landlord)');
  });

  it('reads the role from the wording when the questionnaire gives none', () => {
    const landlord = composeGuideSummary(
      input({ questionnaire: null, question: 'My tenant is 72. Can I repossess the apartment?' }),
      [],
    );
    expect(landlord).toMatch(/Forms for you: \*\*TAL-809A\*\*/);
    expect(landlord).not.toContain('TAL-811A');
  });

  it('names a rule’s form only when the question triggers that rule', () => {
    const rule = {
      triggers: { en: ['contest the notice'], fr: ['contester l’avis'] },
      article: '1948',
      en: 'The heir may contest the notice before the Tribunal.',
      fr: 'L’héritier peut contester l’avis devant le Tribunal.',
    };
    const contest = {
      form: 'TAL-001A',
      party: 'tenant' as const,
      when: { en: 'For the heir, to contest the notice.', fr: 'Pour l’héritier, contester.' },
      rule: '1948',
    };
    const death = makeGuide({ id: 'death', rules: [rule], forms: [...guide.forms, contest] });
    const sources = [lawSource('1959.1'), formSource('TAL-811A'), formSource('TAL-001A')];
    const asked = (rules: (typeof rule)[]) =>
      composeGuideSummary(input({ sources, guides: [{ guide: death, matched: [], rules }] }), []);
    expect(asked([rule])).toContain('**TAL-001A**: For the heir');
    expect(asked([])).not.toContain('TAL-001A');
    expect(asked([])).toContain('**TAL-811A**');
  });

  it('never names a form that is not among the sources', () => {
    const summary = composeGuideSummary(input({ sources: [lawSource('1959.1')] }), []);
    expect(summary).not.toContain('TAL-811A');
  });

  it('names a form either party files though an earlier guide gives it to the other party', () => {
    const when = { en: 'To apply to the Tribunal.', fr: 'Pour saisir le Tribunal.' };
    const tenantsOnly = makeGuide({
      id: 'discrimination',
      forms: [{ form: 'TAL-001A', party: 'tenant', when }],
    });
    const eitherParty = makeGuide({
      id: 'low-rental',
      forms: [{ form: 'TAL-001A', party: 'either', when }],
    });
    const landlord = { userType: 'landlord' } as QuestionnaireFields;
    const summary = composeGuideSummary(
      input({
        questionnaire: landlord,
        sources: [lawSource('1959.1'), formSource('TAL-001A')],
        guides: [
          { guide: tenantsOnly, matched: [] },
          { guide: eitherParty, matched: [] },
        ],
      }),
      [],
    );
    expect(summary).toMatch(/Forms for you: \*\*TAL-001A\*\*/);
  });
});
