import { describe, expect, it } from 'vitest';
import { HISTORY_TURNS } from './answer-types';
import { UNSUPPORTED_GUIDE_LINE, buildAnswerPrompt, buildSystemPrompt } from './prompt';
import type { LawSource } from '@lexlogis/contracts';
import { makeGuide } from '../test/fixture-content';
import { decisionSource, formSource, lawSource, modifiedLawSource } from '../test/fixture-sources';

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

  it('says a guessed exclusion "may not apply" and asks for the lead-in and paragraph verbatim', () => {
    const system = buildSystemPrompt('en');
    expect(system).toContain(
      'quote verbatim the line that introduces the list of excluded leases and the numbered paragraph concerned, with every condition it sets',
    );
    expect(system).toContain('may not apply if the lease meets every condition');
    expect(system).toContain('never say that they do not apply');
    expect(system).not.toContain('the rules on the lease of a dwelling do not apply to that lease');
    const { messages } = buildAnswerPrompt({
      question: 'I rent a room in my landlord’s house. Can he evict me?',
      lang: 'en',
      sources: [],
      history: [],
      excludedSituation: { situation: 'landlord-primary-residence', origin: 'question' },
      now: new Date('2026-02-10T00:00:00Z'),
    });
    expect(String(messages.at(-1)?.content)).toContain(
      'landlord-primary-residence, only suggested by the words of the question, so the rules may not apply',
    );
  });

  it('gives the model only the answers the user gave, never a default as a fact', () => {
    const promptWith = (questionnaire: Parameters<typeof buildAnswerPrompt>[0]['questionnaire']) =>
      String(
        buildAnswerPrompt({
          question: 'Can my landlord raise the rent?',
          lang: 'en',
          sources: [],
          history: [],
          questionnaire,
          now: new Date('2026-02-10T00:00:00Z'),
        }).messages.at(-1)?.content,
      );
    const none = promptWith(null);
    expect(none).toContain(
      'Questionnaire: no answers given (the user type and the lease are unknown)',
    );
    expect(none).not.toContain('user type tenant');
    const kept = promptWith({ userType: 'landlord', buildingType: 'university' });
    expect(kept).toContain('Questionnaire answers: user type landlord; building university');
    expect(kept).not.toMatch(/lease (?:fixed-term|undetermined)|aged 65/);
    expect(buildSystemPrompt('en')).toContain('do not assume the user is a tenant or a landlord');
  });

  it('presents form descriptions as an unofficial catalogue’s', () => {
    const { messages } = buildAnswerPrompt({
      question: 'How do I answer a rent increase?',
      lang: 'fr',
      sources: [formSource('TAL-810A')],
      history: [],
      now: new Date('2026-02-10T00:00:00Z'),
    });
    expect(String(messages.at(-1)?.content)).toContain('description from an unofficial catalogue');
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

  it('gives the notes the offline Summary states for search’s best articles, in the answer’s language', () => {
    const note = {
      en: 'The note.',
      fr: 'La note.',
      consolidation: '2025-06-30',
      reviewed: '2026-11-23',
    };
    const noted = { ...(lawSource('1964') as LawSource), note };
    const ask = (sources: LawSource[]) =>
      String(
        buildAnswerPrompt({
          question: 'Il a un autre logement vacant. Peut-il reprendre le mien?',
          lang: 'fr',
          sources,
          history: [],
          now: new Date('2026-02-10T00:00:00Z'),
          leadArticles: ['1964'],
        }).messages.at(-1)?.content,
      );
    expect(ask([noted])).toContain(
      "Search's best articles (reviewed notes; not stated by any guide rule):\n- Selon l’art. 1964 C.c.Q., la note.",
    );
    expect(ask([])).not.toContain("Search's best articles");
    expect(buildSystemPrompt('fr')).toContain('state each in the Summary');
  });

  it('tells the model when a guide is only weakly supported by search, as the offline Summary does', () => {
    const guide = makeGuide();
    const ask = (unsupported: boolean) =>
      String(
        buildAnswerPrompt({
          question: 'The ceiling fell in; the city says the flat is unsafe. Do we still owe rent?',
          lang: 'en',
          sources: [lawSource('1915')],
          history: [],
          now: new Date('2026-02-10T00:00:00Z'),
          guides: [{ guide, matched: ['rent'], ...(unsupported && { unsupported }) }],
        }).messages.at(-1)?.content,
      );
    expect(ask(true)).toContain(`Situation guide: ${guide.title.en}`);
    expect(ask(true)).toContain(UNSUPPORTED_GUIDE_LINE);
    expect(ask(false)).not.toContain(UNSUPPORTED_GUIDE_LINE);
  });
});
