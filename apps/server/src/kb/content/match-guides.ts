import type { GuideRule, SituationGuide } from './content-schema';
import { readQuestionWords, type QuestionWords } from './match-words';
import { conditionHolds, describesLeaseOnly, type Condition } from './guide-conditions';
import { selectGuideRules } from './select-rules';
import { createSpanReader } from './phrase-span';
import { createPhraseScorer } from './score-phrases';
import type { AskedMatcher } from './asked-match';
import { addAskedRules, scoreAskedEvidence } from './asked-guides';
import {
  isGuideSupported,
  preferEvidencedGuide,
  readGuideEvidence,
  scoreAnswerAgreement,
  scoreGuideEvidence,
  weighEvidence,
} from './guide-evidence';

/**
 * Which situation guides a question is about, from the guides' own concept phrases (the words
 * people use for the situation, written with the guide from the articles). A phrase matches when
 * all its content words occur in the question; rare words (named by few guides) weigh more than
 * words every guide uses ("rent", "loyer"). Retrieval boosts the matched guides' articles, and the
 * offline composer answers from the best guide when the match is confident.
 */

type Role = SituationGuide['appliesTo']['roles'][number];

export type GuideMatchInput = {
  question: string;
  /**
   * The law's French words the plain vocabulary adds for the question's own words
   * (guide-vocabulary.ts): they let an English question reach a French concept, but they are
   * a translation of one or two words, not more of the question.
   */
  translation?: string;
  /** The asker's role when the questionnaire says so (never a skipped questionnaire's default). */
  role?: Role | null;
  /** Questionnaire answers the user gave (and facts of the question, e.g. an age of 65+). */
  questionnaire?: Readonly<Partial<Record<Condition['field'], unknown>>> | null;
  /**
   * Articles retrieval ranked highest, best first, before any guide steered it: a guide whose
   * articles search found gains, and wins over one that only shares the question's words.
   */
  articles?: readonly string[];
  /**
   * A guide the question's own facts make the subject, whatever its words (the lease-term guide
   * for a tenant ending a lease whose kind the question states): it leads, confident.
   */
  leadGuide?: string;
};

export type GuideMatch<G extends SituationGuide = SituationGuide> = {
  guide: G;
  score: number;
  /** The concept phrases found in the question. */
  matched: string[];
  /** The guide's rules the question (as the matcher read it) triggers, most specific first. */
  rules?: GuideRule[];
  /** All the guide's questionnaire conditions hold for the asker ("65 or over"). */
  fitsAsker?: boolean;
  /** Search's evidence for the guide: its articles among the top ones, weighted by rank. */
  evidence?: number;
  /**
   * Set when search's articles were given: neither they nor the asked questions rank any
   * article the guide's answer rests on among their first (`isGuideSupported`).
   */
  unsupported?: boolean;
};

/** A guide is "confidently" matched from this score: one rare word, or two common ones. */
export const CONFIDENT_SCORE = 2.5;
const OTHER_ROLE_FACTOR = 0.3;
const CONTRADICTED_FACTOR = 0.3;
/** A guide that fits the asker's answers but not the question's words: steers search only. */
const FIT_ONLY_SCORE = 1.5;
const QUESTIONNAIRE_BONUS = 1;
/** The words' best guide yields to an evidenced one scoring at least this share of it. */
const EVIDENCE_PREFERENCE_SHARE = 0.5;
/** Questions read recently (search, then the composer, read the same one): their word scores. */
const WORD_MEMO_SIZE = 32;
/**
 * A guide whose specific rules the question triggers ("moving costs" of a repossession) is
 * about the narrower question asked, when search found the articles of those rules too: between
 * guides whose words were both found, it wins.
 */
const RULE_TRIGGER_BONUS = 0.75;
/** How deep in search's results a triggered rule's article may be to confirm it. */
const RULE_ARTICLES = 10;
/** A second guide joins the answer when it scores at least this share of the best one. */
const SECOND_GUIDE_SHARE = 0.5;

export type GuideMatcherOptions = {
  /**
   * Score guides by search's rank-weighted evidence and let it decide when words and evidence
   * disagree (issue 10, round 6). Off by default: the held-out sets did not all improve.
   */
  evidence?: boolean;
  /** The articles whose asked questions are closest to the question (asked/*.json). */
  asked?: AskedMatcher;
};

export function createGuideMatcher<G extends SituationGuide>(
  guides: readonly G[],
  options: GuideMatcherOptions = {},
) {
  const useEvidence = options.evidence ?? false;
  const { indexed, scorePhrases } = createPhraseScorer(guides);

  type WordScores = {
    guides: Array<{ phrases: ReturnType<typeof scorePhrases>; rules: GuideRule[] }>;
    /** Articles by their asked questions' likeness to the question, best first. */
    asked: readonly string[];
    question: QuestionWords;
  };
  const wordMemo = new Map<string, WordScores>();
  /** The question's words against every guide: the costly part, the same for every caller. */
  function readWordScores(
    own: string,
    role: GuideMatchInput['role'],
    translation = '',
  ): WordScores {
    const text = translation ? `${own}\n${translation}` : own;
    const key = `${role ?? ''}\u0000${text}`;
    const known = wordMemo.get(key);
    if (known) return known;
    const question = readQuestionWords(text);
    const ownWords = translation ? readQuestionWords(own) : question;
    const spans = createSpanReader(question);
    const scores = {
      guides: indexed.map((entry) => {
        const phrases = scorePhrases(entry, question, spans, ownWords);
        const rules = phrases.score > 0 ? selectGuideRules(entry.guide, question, role) : [];
        return { phrases, rules };
      }),
      asked: options.asked?.rankArticles(text) ?? [],
      question,
    };
    if (wordMemo.size >= WORD_MEMO_SIZE) wordMemo.delete(wordMemo.keys().next().value as string);
    wordMemo.set(key, scores);
    return scores;
  }

  /** Guides the question is about, best first; only those with at least one phrase found. */
  function matchGuides(input: GuideMatchInput): GuideMatch<G>[] {
    const words = readWordScores(input.question, input.role, input.translation);
    const evidenced = (input.articles?.length ?? 0) > 0;
    const found = new Set(input.articles?.slice(0, RULE_ARTICLES) ?? []);
    const matches: Array<GuideMatch<G> & { evidence: number; deciding: number }> = [];
    indexed.forEach((entry, index) => {
      const { guide } = entry;
      const conditions = guide.appliesTo.questionnaire ?? [];
      const verdicts = conditions.map((condition) =>
        conditionHolds(condition, input.questionnaire),
      );
      const { phrases, rules: triggered } = words.guides[index] as WordScores['guides'][number];
      const rules = options.asked
        ? addAskedRules(guide, triggered, words, options.asked, input.role)
        : triggered;
      const articles = input.articles ?? [];
      const read = evidenced && useEvidence ? readGuideEvidence(guide, articles) : null;
      const evidence = read ? scoreGuideEvidence(read) : 0;
      const deciding = read?.deciding ?? 0;
      const agreement = evidenced && !useEvidence ? scoreAnswerAgreement(guide, articles) : 0;
      const conditionsHold = verdicts.length > 0 && verdicts.every((verdict) => verdict === true);
      // A guide whose questionnaire conditions all hold ("65 or over") applies without its words
      // being used; it answers only when search also found the articles it answers from.
      const leads = guide.id === input.leadGuide;
      if (phrases.score === 0 && !leads && (!conditionsHold || describesLeaseOnly(conditions))) {
        return;
      }
      let score = phrases.score;
      if (conditionsHold && phrases.score > 0) score += QUESTIONNAIRE_BONUS;
      score += RULE_TRIGGER_BONUS * triggered.filter((rule) => found.has(rule.article)).length;
      // What people ask when the guide's articles answer them confirms the words' reading.
      if (phrases.score > 0) score += scoreAskedEvidence(guide, words.asked);
      // Fitting the asker without its words: confident only when search found what it answers from.
      if (phrases.score === 0) {
        score = deciding > 0 || agreement > 0 ? CONFIDENT_SCORE : FIT_ONLY_SCORE;
      }
      // An answer that contradicts the guide's condition makes it unlikely, not impossible:
      // people answer the questionnaire quickly and say more in the question.
      if (verdicts.includes(false)) score *= CONTRADICTED_FACTOR;
      score += useEvidence ? weighEvidence(evidence) : agreement;
      if (input.role && !guide.appliesTo.roles.includes(input.role)) score *= OTHER_ROLE_FACTOR;
      matches.push({
        guide,
        ...(evidenced && { unsupported: !isGuideSupported(guide, articles, words.asked) }),
        score: Math.round(score * 1000) / 1000,
        matched: phrases.matched,
        fitsAsker: conditionsHold,
        rules,
        evidence: Math.round(evidence * 1000) / 1000,
        deciding,
      });
    });
    matches.sort(
      (left, right) => right.score - left.score || left.guide.id.localeCompare(right.guide.id),
    );
    const lead = matches.findIndex(({ guide }) => guide.id === input.leadGuide);
    if (lead >= 0) {
      const [led] = matches.splice(lead, 1) as [(typeof matches)[number]];
      const top = Math.max(matches[0]?.score ?? 0, CONFIDENT_SCORE);
      matches.unshift({ ...led, score: Math.max(led.score, top), unsupported: false });
      return matches;
    }
    if (!useEvidence) return matches;
    return preferEvidencedGuide(matches, CONFIDENT_SCORE, EVIDENCE_PREFERENCE_SHARE);
  }

  return { matchGuides };
}
export type GuideMatcher<G extends SituationGuide = SituationGuide> = ReturnType<
  typeof createGuideMatcher<G>
>;

/**
 * The guides an answer rests on: the best one when it is confident, and a second one that is
 * nearly as good (a senior tenant's repossession is both "repossession" and "65 and over").
 */
export function pickAnswerGuides<G extends SituationGuide>(
  matches: readonly GuideMatch<G>[],
): GuideMatch<G>[] {
  const [best] = matches;
  if (!best || best.score < CONFIDENT_SCORE) return [];
  // A guide made for the asker's own situation joins whenever it is confident.
  const joins = (match: GuideMatch<G>) =>
    match.score >= CONFIDENT_SCORE &&
    (match.fitsAsker === true || match.score >= best.score * SECOND_GUIDE_SHARE);
  const second = matches.slice(1).find(joins);
  if (!second) return [best];
  // The guide made for people in the asker's position answers first: a 72-year-old asking about
  // a repossession reads first that art. 1959.1 may forbid it, then the general rules. Only when
  // the question also names its situation: a fixed-term lease alone says nothing about pests.
  const leads = second.fitsAsker === true && best.fitsAsker !== true && second.matched.length > 0;
  return leads ? [second, best] : [best, second];
}
