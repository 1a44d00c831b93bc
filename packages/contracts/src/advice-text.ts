// Schema-free on purpose: the web app's first screen imports these through
// '@lexlogis/contracts/helpers' without loading zod (issue 18).

/** Prompt maximum (spec 01 §5 and §9). */
export const QUESTION_MAX_LENGTH = 1000;
/** History turns sent with a prompt; older turns are the server's to fetch, not the client's. */
export const MAX_HISTORY_MESSAGES = 50;
/** Fallback text when the stream fails without a usable message (spec 02 §4). */
export const ADVICE_FALLBACK_ERROR_TEXT = 'Sorry, I cannot process this request.';

/** Spec 02 §5: a question over 60 characters is cut to 57 plus an ellipsis. */
export const TEMPORARY_TITLE_MAX_LENGTH = 60;
export const TEMPORARY_TITLE_CUT_LENGTH = 57;
/** Three ASCII dots rather than '…', so the title stays exactly 60 characters in any font. */
export const TEMPORARY_TITLE_ELLIPSIS = '...';

/**
 * The title a conversation gets from its first question until it is renamed. Whitespace
 * (including newlines of a multi-line prompt) is collapsed first, because a title is one
 * line. Lengths count characters, not UTF-16 units, so an emoji is never cut in half.
 */
export function createTemporaryTitle(question: string): string {
  const oneLine = question.replace(/\s+/g, ' ').trim();
  const chars = Array.from(oneLine);
  if (chars.length <= TEMPORARY_TITLE_MAX_LENGTH) return oneLine;
  return chars.slice(0, TEMPORARY_TITLE_CUT_LENGTH).join('') + TEMPORARY_TITLE_ELLIPSIS;
}

/** Spec 02 §5: a completed answer shorter than 6 characters is blanked. */
export const MIN_ADVICE_TEXT_LENGTH = 6;

/** A backslash followed by n (or r n) left in the text by a double JSON encoding. */
const ESCAPED_NEWLINE = /\\r\\n|\\n/g;
/** Residue of a JSON envelope at the end of the text: quotes, commas, braces, brackets. */
const TRAILING_RESIDUE = /[\s",}\]]+$/;

/**
 * Cleans the final answer text (spec 02 §5). Our reading of the rules:
 * 1. Literal "\n" sequences (backslash, n) are stray escapes: they become real line breaks,
 *    so Markdown structure survives, and any at the very start or end disappear with the trim.
 * 2. Trailing double quote, comma, closing brace and closing bracket characters (and the
 *    whitespace between them) are removed — the tail of a JSON envelope such as `"}` or `"]}`.
 *    Apostrophes are left alone: English possessives ("tenants'") can end a line.
 * 3. What remains is trimmed; under 6 characters it is blanked to ''.
 * A legitimate answer never ends with these characters once trimmed (Markdown ends in text,
 * a period or a closing parenthesis), so rule 2 does not eat real content.
 */
export function cleanAdviceText(text: string): string {
  const cleaned = text.replace(ESCAPED_NEWLINE, '\n').replace(TRAILING_RESIDUE, '').trim();
  return Array.from(cleaned).length < MIN_ADVICE_TEXT_LENGTH ? '' : cleaned;
}

/** Spec 01 §5: the display treats text shorter than 5 characters as no answer at all. */
export const MIN_DISPLAYED_ANSWER_LENGTH = 5;

export function isAnswerTextEmpty(text: string | null | undefined): boolean {
  return Array.from((text ?? '').trim()).length < MIN_DISPLAYED_ANSWER_LENGTH;
}
