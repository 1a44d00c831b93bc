/**
 * The sentences of a question that ask, as opposed to those that tell the story. People set the
 * scene first ("I found a note under my door on Dec 20…") and ask last ("can he raise the rent?"):
 * the story's words are context, the asking sentence names the situation to answer.
 */

/** A sentence ends at . ! ? or a line break (a question mark belongs to its sentence). */
const SENTENCE_END = /(?<=[.!?])\s+|\n+/;

/**
 * How a sentence asks when it has no question mark: an interrogative or modal opening, an
 * imperative request, or French inversion (« peut-il », « a-t-il », « puis-je », « est-ce que »).
 */
const ASKING_OPENINGS = [
  /^(can|could|may|might|must|should|shall|will|would|do|does|did|is|are|am|was|were|have|has|had)\b/,
  /^(what|how|who|whom|whose|when|where|why|which|whether)\b/,
  /^(please|tell me|explain|help|i (want|need|would like|'d like|d like) to know|i wonder)\b/,
  /^(est-ce|qu'est-ce|que|quoi|comment|quand|combien|pourquoi|qui|quel|quels|quelle|quelles|lequel|laquelle)\b/,
  /^(dites|dis-moi|expliquez|aidez|je (veux|voudrais|aimerais) savoir|j'aimerais savoir)\b/,
];
const ASKING_ANYWHERE = [
  /\b(can|could|may|should|must|do|does|am) (i|we|he|she|they|you)\b/,
  /\b(can|could|may|should|must) (my|the|our|his|her|their)\b/,
  /\b(what|how) (can|should|do|does|are|is)\b/,
  /\best-ce (que|qu)/,
  /[a-zà-ÿ]+-(t-)?(je|tu|il|elle|on|nous|vous|ils|elles)\b/,
];

export function isAskingSentence(sentence: string): boolean {
  const text = sentence.trim().toLowerCase().replace(/[’]/g, "'");
  if (text.length === 0) return false;
  if (text.endsWith('?')) return true;
  const opening = text.replace(/^(and|but|so|also|et|mais|donc|alors|aussi)\b[ ,]*/, '');
  return (
    ASKING_OPENINGS.some((pattern) => pattern.test(opening)) ||
    ASKING_ANYWHERE.some((pattern) => pattern.test(text))
  );
}

/**
 * The asking part of a question: its asking sentences joined, or null when the question is one
 * sentence, asks in every sentence, or asks in none (then all of it is the ask).
 */
export function readAskingText(question: string): string | null {
  const sentences = question
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
  if (sentences.length < 2) return null;
  const asking = sentences.filter(isAskingSentence);
  if (asking.length === 0 || asking.length === sentences.length) return null;
  return asking.join(' ');
}
