import { describe, expect, it } from 'vitest';
import { HISTORY_TURNS } from './answer-types';
import { buildAnswerPrompt, buildSystemPrompt } from './prompt';
import { decisionSource, formSource, modifiedLawSource } from '../test/fixture-sources';

describe('buildAnswerPrompt', () => {
  it('asks for three sections in the user language and the out-of-scope opening', () => {
    expect(buildSystemPrompt('en')).toContain(
      '## Summary\n## Applicable law and principles\n## Next steps',
    );
    const french = buildSystemPrompt('fr');
    expect(french).toContain('Answer in French');
    expect(french).toContain('## Résumé\n## Droit applicable et principes\n## Prochaines étapes');
    expect(french).toContain('beginning exactly "Désolé, votre question"');
    expect(buildSystemPrompt('en')).toContain('beginning exactly "Sorry, your question"');
  });

  it('numbers the sources with their citations, amendments, outcomes and context', () => {
    const { messages } = buildAnswerPrompt({
      question: 'Can I stay after my spouse left?',
      lang: 'en',
      sources: [
        modifiedLawSource('1938', ['2024, c. 22']),
        formSource('TAL-810A'),
        decisionSource('2023 QCTAL 22726'),
      ],
      history: [],
      excludedSituation: { situation: 'hotel-room', origin: 'question', paragraph: '3°' },
      now: new Date('2026-02-10T00:00:00Z'),
    });
    const user = String(messages.at(-1)?.content);
    expect(user).toContain('[1] MODIFIED_LAW — art. 1938 C.c.Q.');
    expect(user).toContain('AMENDED');
    expect(user).toContain('[2] FORM — TAL-810A');
    expect(user).toContain('[3] CASELAW — 2023 QCTAL 22726');
    expect(user).toContain('outcome: not known');
    expect(user).toContain('Excluded situation (art. 1892 C.c.Q. para. 3 3°): hotel-room');
    expect(user).toContain('Today: 2026-02-10');
    expect(user.endsWith('Question: Can I stay after my spouse left?')).toBe(true);
  });

  it('sends the last HISTORY_TURNS turns of the conversation, oldest first', () => {
    const history = Array.from({ length: HISTORY_TURNS + 2 }, (_, index) => ({
      question: `question ${index}`,
      answer: `answer ${index}`,
    }));
    const { messages } = buildAnswerPrompt({
      question: 'And for a room?',
      lang: 'en',
      sources: [],
      history,
      now: new Date('2026-02-10T00:00:00Z'),
    });
    const questions = messages.filter((message) => message.role === 'user').slice(0, -1);
    expect(questions.map((message) => message.content)).toEqual(
      history.slice(2).map((turn) => turn.question),
    );
  });
});
