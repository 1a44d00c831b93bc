import {
  DIRECT_MESSAGE_MAX_LENGTH,
  readStatedAnswers,
  truncateText,
  type Language,
} from '@lexlogis/contracts';
import type { AdviceSituation } from './advice-situation.repository';

const QUESTION_MAX_LENGTH = 800;

const WORDING = {
  en: {
    intro: 'Free quote request. With my consent, here is a short summary of my situation:',
    title: 'Conversation',
    question: 'Question',
    answers: 'Questionnaire',
  },
  fr: {
    intro:
      'Demande de soumission gratuite. Avec mon accord, voici un court résumé de ma situation :',
    title: 'Conversation',
    question: 'Question',
    answers: 'Questionnaire',
  },
} as const;

function formatAnswerValue(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/**
 * The first message of a quote request when the user agreed to share: the conversation's title,
 * its latest question and the questionnaire answers they stated (plain text, never the answer).
 */
export function buildSituationSummary(situation: AdviceSituation, lang: Language): string {
  const words = WORDING[lang];
  const lines = [words.intro, '', `${words.title}: ${situation.title}`];
  if (situation.question) {
    lines.push(`${words.question}: ${truncateText(situation.question, QUESTION_MAX_LENGTH)}`);
  }
  const copy = situation.formAnswers;
  const stated = copy ? readStatedAnswers(copy.answers, copy.skipped) : null;
  const answers = Object.entries(stated ?? {}).filter(
    ([, value]) => value !== undefined && value !== null,
  );
  if (answers.length > 0) {
    lines.push(`${words.answers}:`);
    for (const [field, value] of answers) lines.push(`- ${field}: ${formatAnswerValue(value)}`);
  }
  return truncateText(lines.join('\n'), DIRECT_MESSAGE_MAX_LENGTH);
}
