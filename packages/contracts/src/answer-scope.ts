/**
 * Answers to questions outside Quebec housing law (spec 01 §5): they begin with 'Sorry, your
 * question' and are shown as plain text. French answers begin with the French equivalent,
 * 'Désolé, votre question', and go on to say the question is not about Quebec housing law,
 * which is the spec's second way of recognising them; both openings are detected here, so the
 * server that writes them and the client that displays them agree.
 */
export const OUT_OF_SCOPE_ANSWER_PREFIX = {
  en: 'Sorry, your question',
  fr: 'Désolé, votre question',
} as const;

const OPENINGS = /^(?:sorry,\s+your\s+question|d[ée]sol[ée]e?,\s+votre\s+question)/i;
const STATEMENTS = [
  /\bnot\s+(?:about|related\s+to)\s+(?:the\s+)?(?:quebec|québec)\s+housing\s+law\b/i,
  /\bne\s+(?:semble\s+pas\s+)?port(?:e|er)\s+(?:pas\s+)?sur\s+le\s+droit\s+du\s+logement\s+au\s+qu[ée]bec\b/i,
];

/** True for an answer that declines a question outside Quebec housing law. */
export function isOutOfScopeAnswer(text: string | null | undefined): boolean {
  const trimmed = (text ?? '').trim();
  if (OPENINGS.test(trimmed)) return true;
  // Only the opening lines: a real answer may quote these words further down.
  const opening = trimmed.slice(0, 300);
  return STATEMENTS.some((pattern) => pattern.test(opening));
}
