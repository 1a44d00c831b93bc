import type { QuestionnaireUserType } from '@lexlogis/contracts';
import type { SituationGuide } from '../content/content-schema';
import { pickAnswerGuides, type GuideMatch } from '../content/match-guides';
import { ccqLawId, formSourceId } from '../corpus/source-ids';
import { isFormForRole } from '../content/guide-roles';
import { selectGuideRules } from '../content/select-rules';
import { readQuestionWords } from '../content/match-words';
import { EVIDENCE_DEPTH } from '../content/guide-evidence';
import type { CandidateRow } from '../../modules/kb/kb.repository';
import type { RankedCandidate } from './rank-results';

/**
 * Retrieval steered by the situation guides a question matches: the articles a guide's answer
 * rests on come first, its other articles follow, and the forms of the asker's own party are
 * offered. Boosts are by source id, so ranking treats articles and forms alike.
 */

const ANSWER_ARTICLE_BOOST = 0.9;
const GUIDE_ARTICLE_BOOST = 0.3;
const FORM_BOOST = 0.9;
/** A rule the question triggers names the article of the narrower question: it leads. */
const RULE_ARTICLE_BOOST = 1.1;
/**
 * A rule of a guide the words did not choose, triggered by the question all the same: rules are
 * read from their article, so the question names that article's narrower situation even when
 * another guide's words won. Less than a chosen guide's rule (issue 10, round 12: 0.3 to 1.1
 * measured, 0.7 found the most decisive articles over five sets).
 */
const OTHER_RULE_ARTICLE_BOOST = 0.7;
/** The second guide of an answer counts a little less than the best one. */
const SECOND_GUIDE_SHARE = 0.7;
/** A general guide's weight when a guide of the asker's own regime applies too. */
const SPECIAL_REGIME_SHARE = 0.5;
/**
 * What a guide's article boosts count for against the question's own text score. The relative
 * values above were tuned while search's own ranking was weaker; since the asked questions and
 * the plain ranking (session 14), a full-strength boost pushes a wrongly matched guide's
 * articles over the ones the question's words found. 0.2 to 0.4 measured alike (860–863 answers
 * on the eight development sets against 819 at 1, docs/decisions.md); forms keep their boosts.
 */
export const ARTICLE_STEERING_SHARE = 0.3;
/** Guides the words point to whose sources are fetched, so the evidence may choose among them. */
const CANDIDATE_GUIDES = 3;

export type GuideSteering = {
  /** Source id → boost. */
  boosts: Map<string, number>;
  /** The guides used, best first. */
  guides: string[];
};

export function computeGuideSteering(
  matches: readonly GuideMatch[],
  role: QuestionnaireUserType | null | undefined,
  question?: string,
  allGuides: readonly SituationGuide[] = [],
): GuideSteering {
  const boosts = new Map<string, number>();
  const add = (id: string, value: number) => boosts.set(id, Math.max(boosts.get(id) ?? 0, value));
  const addArticle = (article: string, value: number) =>
    add(ccqLawId(article), value * ARTICLE_STEERING_SHARE);
  // A guide that fits the asker's answers but not the question's words is the asker's regime,
  // not the situation asked about: even when search's evidence makes it confident, it steers as
  // a regime (below), so the general guide still yields to it.
  const answering = pickAnswerGuides(matches).filter((match) => match.matched.length > 0);
  // Guides made for the asker's situation (low-rental housing, a mobile home…) steer too, and
  // they outweigh a general guide: the special rules are the ones that apply to the asker.
  const fitting = matches.filter((match) => match.fitsAsker && !answering.includes(match));
  const general = fitting.length > 0 ? SPECIAL_REGIME_SHARE : 1;
  const steer = (guide: SituationGuide, share: number) => {
    for (const article of guide.articles) addArticle(article, GUIDE_ARTICLE_BOOST * share);
    for (const article of guide.answer.articles) {
      addArticle(article, ANSWER_ARTICLE_BOOST * share);
    }
    for (const form of guide.forms) {
      if (isFormForRole(form.party, role, form.form))
        add(formSourceId(form.form), FORM_BOOST * share);
    }
    if (question === undefined) return;
    for (const rule of selectGuideRules(guide, question, role)) {
      addArticle(rule.article, RULE_ARTICLE_BOOST * share);
    }
  };
  answering.forEach(({ guide }, index) =>
    steer(guide, (index === 0 ? 1 : SECOND_GUIDE_SHARE) * general),
  );
  for (const { guide } of fitting) steer(guide, 1);
  if (question !== undefined && allGuides.length > 0) {
    const words = readQuestionWords(question);
    for (const guide of allGuides) {
      for (const rule of selectGuideRules(guide, words, role)) {
        addArticle(rule.article, OTHER_RULE_ARTICLE_BOOST);
      }
    }
  }
  const picked = [...answering, ...fitting];
  return { boosts, guides: picked.map(({ guide }) => guide.id) };
}

/**
 * The sources search fetches whatever their text says: those of the guides the words point to
 * (the best few), so the guide the evidence then prefers has its deciding articles at hand.
 */
export function listGuideCandidateIds(
  matches: readonly GuideMatch[],
  role: QuestionnaireUserType | null | undefined,
): string[] {
  const ids = new Set(computeGuideSteering(matches, role).boosts.keys());
  // Their answers' articles only: what steering boosts most, and few more rows to score.
  for (const { guide } of matches.slice(0, CANDIDATE_GUIDES)) {
    for (const article of guide.answer.articles) ids.add(ccqLawId(article));
  }
  return [...ids];
}

/**
 * Search's evidence: the articles ranked highest before any guide steered the ranking (text,
 * glossary, citations and the questionnaire only), best first.
 */
export function listEvidenceArticles(
  ranked: readonly RankedCandidate[],
  rows: readonly Pick<CandidateRow, 'id' | 'type' | 'article'>[],
): string[] {
  const articleOf = new Map(
    rows.flatMap((row) => (row.type === 'LAW' && row.article ? [[row.id, row.article]] : [])),
  );
  const articles: string[] = [];
  for (const { id } of ranked) {
    const article = articleOf.get(id);
    if (article && !articles.includes(article)) articles.push(article);
    if (articles.length === EVIDENCE_DEPTH) break;
  }
  return articles;
}
