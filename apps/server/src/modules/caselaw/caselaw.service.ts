import {
  MAX_SIMILAR_CASES,
  buildPaginationMeta,
  countUserOutcomes,
  getPageOffset,
  truncateText,
  type CaseOutcome,
  type CaselawDecision,
  type CaselawSearchQuery,
  type CaselawSearchResponse,
  type SimilarCase,
} from '@lexlogis/contracts';
import type { ChangeFeed } from '../../db/change-feed';
import { createKbRowLoader } from '../kb/kb-row-cache';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import type { LoadedGuide } from '../../kb/content/load-content';
import type { KbService } from '../kb/kb.service';
import {
  readDecisionSides,
  readExcerpt,
  readSubject,
  readTitle,
  toCaselawDecision,
  toSnippet,
} from './caselaw.mapper';
import type { CaselawRepository, DecisionRow } from './caselaw.repository';
import {
  buildSimilarityQuery,
  listGuideClaimTypes,
  rankSimilarDecisions,
  type SimilarityInput,
} from './similar-decisions';
import { readUserOutcome, readUserSide } from './user-outcome';

export type CaselawServiceDeps = {
  repository: CaselawRepository;
  kb: Pick<KbService, 'analyzeQuery' | 'findSimilarDecisions'>;
  /** The situation guides, to read the one an answer followed. */
  guides: readonly LoadedGuide[];
  clock: Clock;
  /** With the change feed, the decisions' rows are kept until the knowledge base changes. */
  feed?: ChangeFeed;
};

/** The conversation a case outcome is computed for (issue 11). */
export type CaseOutcomeInput = Omit<SimilarityInput, 'guide'> & { guideId: string | null };

const SIMILAR_EXCERPT_CHARS = 600;

/** The research (GET /caselaw/search, /caselaw/{id}) and each conversation's case outcome. */
export function createCaselawService(deps: CaselawServiceDeps) {
  const { repository, kb, clock } = deps;
  const guides = new Map(deps.guides.map((guide) => [guide.id, guide]));
  const findDecisions = createKbRowLoader(repository.findDecisions, deps.feed);

  function toSimilarCase(row: DecisionRow, side: ReturnType<typeof readUserSide>): SimilarCase {
    const decision = toCaselawDecision(row);
    const excerpt = readExcerpt(row).replace(/\s+/g, ' ').trim();
    return {
      id: decision.id,
      citation: decision.citation,
      title: readTitle(row),
      tribunal: decision.tribunal,
      date: decision.date,
      subject: truncateText(readSubject(row), 5000),
      excerpt:
        excerpt.length > SIMILAR_EXCERPT_CHARS
          ? `${truncateText(excerpt, SIMILAR_EXCERPT_CHARS)}…`
          : excerpt,
      lang: decision.lang,
      outcome: decision.outcome,
      userOutcome: readUserOutcome(readDecisionSides(row), side),
      url: decision.url,
    };
  }

  return {
    async search(query: CaselawSearchQuery): Promise<CaselawSearchResponse> {
      const { page, limit, q, ...filters } = query;
      const text = q?.trim() ?? '';
      const analyzed = text
        ? await kb.analyzeQuery(text)
        : {
            terms: [],
            stats: { en: { passages: 0, averageLength: 1 }, fr: { passages: 0, averageLength: 1 } },
          };
      // A query whose words all fall out (too common, unknown) finds nothing rather than all.
      if (text && analyzed.terms.length === 0) {
        return { items: [], meta: buildPaginationMeta(0, page, limit) };
      }
      const { rows, total } = await repository.searchDecisions({
        terms: analyzed.terms,
        stats: analyzed.stats,
        q: text,
        filters,
        limit,
        offset: getPageOffset(page, limit),
      });
      return {
        items: rows.map((row) => ({
          decision: toCaselawDecision(row),
          score: row.score,
          snippet: toSnippet(row.snippet, row),
        })),
        meta: buildPaginationMeta(total, page, limit),
      };
    },

    async getDecision(id: string): Promise<CaselawDecision> {
      const row = await repository.findDecision(id);
      if (!row) throw new AppError('DECISION_NOT_FOUND');
      return toCaselawDecision(row);
    },

    /**
     * The decisions most similar to a conversation and how they ended from the user's side;
     * null when none is similar enough (the chat then shows no panel).
     */
    async computeCaseOutcome(input: CaseOutcomeInput): Promise<CaseOutcome | null> {
      const guide = input.guideId ? (guides.get(input.guideId) ?? null) : null;
      const text = buildSimilarityQuery({ ...input, guide });
      const { terms, stats } = await kb.analyzeQuery(text);
      if (terms.length === 0 && input.articles.length === 0) return null;
      const candidates = await kb.findSimilarDecisions({
        terms,
        stats,
        articles: [...input.articles],
        claimTypes: listGuideClaimTypes(input.guideId),
      });
      const ranked = rankSimilarDecisions(candidates, MAX_SIMILAR_CASES);
      if (ranked.length === 0) return null;
      // Only the shown decisions' texts are read: the candidates can be most of the corpus.
      const decisions = new Map(
        (await findDecisions(ranked.map((row) => row.id))).map((row) => [row.id, row]),
      );
      const side = readUserSide(input.questionnaire?.userType);
      const similarCases = ranked.flatMap(({ id }) => {
        const row = decisions.get(id);
        return row ? [toSimilarCase(row, side)] : [];
      });
      if (similarCases.length === 0) return null;
      return {
        role: side,
        similarCases,
        stats: countUserOutcomes(similarCases),
        computedAt: clock.now().toISOString(),
      };
    },
  };
}
export type CaselawService = ReturnType<typeof createCaselawService>;
