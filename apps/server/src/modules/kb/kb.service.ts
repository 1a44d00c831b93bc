import {
  KB_DEFAULT_SOURCE_TYPES,
  KB_SEARCH_DEFAULT_RESULTS,
  type KbSearchResponse,
  type Source,
  type SourceType,
} from '@lexlogis/contracts';
import type { Database } from '../../db/client';
import type { EmbeddingIndex } from '../../kb/embeddings/embedding-index';
import type { SearchContext } from '../../kb/retrieval/context-steering';
import { readSteeringReferences } from '../../kb/retrieval/context-steering';
import { loadExcludedSituationRules } from '../../kb/retrieval/excluded-situation';
import { loadGlossary, type GlossaryEntry } from '../../kb/retrieval/glossary';
import { buildQueryPlan, listPlannedArticles, type QueryPlan } from '../../kb/retrieval/query-plan';
import { fuseCandidates } from '../../kb/retrieval/fuse-rankings';
import { addResponseForms, buildHits, rankCandidates } from '../../kb/retrieval/rank-results';
import { mapCandidateToSource } from '../../kb/retrieval/map-source';
import { ccqLawId, formSourceId } from '../../kb/corpus/source-ids';
import { cacheFor } from '../../kb/retrieval/content-lookup';
import { listEvidenceArticles } from '../../kb/retrieval/guide-steering';
import { loadContent, type KbContent } from '../../kb/content/load-content';
import { readFilingParty } from '../../ai/filing-party';
import type { ChangeFeed } from '../../db/change-feed';
import { createGuideChoice } from './guide-choice';
import { createKbRowLoader } from './kb-row-cache';
import { createLexicalIndexLoader } from './lexical-index-cache';
import { createLexicalIndexRepository } from './lexical-index.repository';
import type { SimilarDecisionQuery } from '../../kb/retrieval/lexical-index';
import {
  createKbRepository,
  type AnalyzedTerm,
  type CorpusStats,
  type KbRepository,
  type WeightedTerm,
} from './kb.repository';

/** Civil Code article numbers and form codes, e.g. { articles: ['1959.1'], forms: ['TAL-811A'] }. */
export type SourceReferences = { articles: string[]; forms: string[] };

export type KbSearchParams = {
  q: string;
  k?: number;
  lang?: 'en' | 'fr';
  types?: SourceType[];
  /** Questionnaire answers of the conversation, when there are some. */
  context?: SearchContext;
};

export type KbServiceOptions = {
  glossary?: GlossaryEntry[];
  /** Tests and benchmarks may wrap the repository (e.g. to time its queries). */
  repository?: KbRepository;
  /** Optional vector search (an embedding provider is configured); fused with the lexical one. */
  embeddings?: EmbeddingIndex;
  /** Notes and situation guides (defaults to the reviewed content shipped with the code). */
  content?: Pick<KbContent, 'notes' | 'guides'>;
  /** With the change feed, source rows are kept until the knowledge base changes. */
  feed?: ChangeFeed;
  /**
   * Choose guides with search's evidence, on one reading of the question shared by steering and
   * the answer (issue 10, round 6; `--evidence` in the eval commands). Off by default: measured,
   * one held-out set lost two answers (docs/decisions.md).
   */
  guideEvidence?: boolean;
};

export type AnalyzedQuery = { terms: WeightedTerm[]; stats: CorpusStats; lang: 'en' | 'fr' };

/** Words found in more than this share of passages say nothing about a passage: not scored. */
const MAX_SHARE = 0.6;
/** The rarest terms carry the ranking; past this many, the rest only cost time. */
const MAX_TERMS = 40;
/**
 * Postings the candidate search may read: the rarest terms select candidates until their
 * document frequencies add up to this, which bounds the work on a large corpus. On the real
 * corpus (a few hundred passages) every term fits, so nothing is left out.
 */
const CANDIDATE_POSTINGS_BUDGET = 10_000;
const MIN_SELECTIVE_TERMS = 3;
/** Weight of a word in the other language than the question's (cognates: éviction/eviction). */
const CROSS_LANGUAGE_WEIGHT = 0.5;
const EXPANSION_WEIGHT = 0.8;
const CACHE_MS = 60_000;
const RANK_SPARES = 5;
/** Nearest sources taken from the vector side: enough to reorder the lexical pool's head. */
const MIN_VECTOR_NEIGHBOURS = 20;

function idf(documents: number, passages: number): number {
  return Math.log(1 + (passages - documents + 0.5) / (documents + 0.5));
}

/** IDF × origin weight per lexeme and language; the best weight wins for a repeated lexeme. */
export function weighTerms(
  analyzed: readonly AnalyzedTerm[],
  stats: CorpusStats,
  plan: QueryPlan,
): WeightedTerm[] {
  const best = new Map<string, WeightedTerm & { documents: number }>();
  for (const term of analyzed) {
    const passages = stats[term.lang].passages;
    if (term.documents <= 0 || passages <= 0 || term.documents / passages > MAX_SHARE) continue;
    const origin =
      term.origin === 'expansion'
        ? EXPANSION_WEIGHT
        : term.lang === plan.questionLang
          ? 1
          : CROSS_LANGUAGE_WEIGHT;
    const weight = idf(term.documents, passages) * origin;
    const key = `${term.lang}|${term.lexeme}`;
    const previous = best.get(key);
    if (!previous || previous.weight < weight) {
      best.set(key, {
        lang: term.lang,
        lexeme: term.lexeme,
        weight,
        documents: term.documents,
        selective: false,
      });
    }
  }
  const terms = [...best.values()]
    .sort((left, right) => right.weight - left.weight)
    .slice(0, MAX_TERMS);
  let budget = CANDIDATE_POSTINGS_BUDGET;
  for (const term of [...terms].sort((left, right) => left.documents - right.documents)) {
    const selected = terms.filter((candidate) => candidate.selective).length;
    if (term.documents > budget && selected >= MIN_SELECTIVE_TERMS) break;
    term.selective = true;
    budget -= term.documents;
  }
  return terms.map(({ lang, lexeme, weight, selective }) => ({ lang, lexeme, weight, selective }));
}

/**
 * The one search of the knowledge base, shared by the chat, the case-law tool and the form
 * finder: French and English full-text search with the glossary's expansions and article
 * boosts, questionnaire steering and excluded-situation detection.
 */
export function createKbService(db: Database, options: KbServiceOptions = {}) {
  const repository: KbRepository = options.repository ?? createKbRepository(db);
  const glossary = options.glossary ?? loadGlossary();
  const situationRules = loadExcludedSituationRules();
  const choice = createGuideChoice(
    glossary,
    options.content ?? loadContent(),
    options.guideEvidence ?? false,
  );
  const { findNote } = choice;
  // Article numbers and form relations change only on ingest: a minute of caching saves queries.
  const listKnownArticles = cacheFor(CACHE_MS, () => repository.listLawArticles());
  const listResponseForms = cacheFor(CACHE_MS, () => repository.listResponseForms());
  const loadSources = createKbRowLoader(repository.loadSources, options.feed);
  const lexical = createLexicalIndexLoader(
    createLexicalIndexRepository(db),
    repository,
    options.feed,
  );

  /**
   * Search, with (when `guideEvidence` is on) the evidence the answer's guide is chosen on: the
   * articles ranked highest on the question alone, before any guide steered the ranking.
   */
  async function searchForAnswer(
    params: KbSearchParams,
  ): Promise<KbSearchResponse & { evidence?: string[] }> {
    const k = params.k ?? KB_SEARCH_DEFAULT_RESULTS;
    const types = params.types?.length ? params.types : KB_DEFAULT_SOURCE_TYPES;
    const plan = buildQueryPlan(
      { question: params.q, lang: params.lang, context: params.context },
      glossary,
      situationRules,
    );
    const storedTypes = [...new Set(types.map((type) => (type === 'MODIFIED_LAW' ? 'LAW' : type)))];
    // Started first so the provider's round trip overlaps the lexical queries; never rejects.
    const nearest = options.embeddings?.findNearest(
      params.q,
      storedTypes,
      Math.max(MIN_VECTOR_NEIGHBOURS, k * 2),
    );
    const known = await listKnownArticles();
    const read = choice.readQuestion(params.q, params.context);
    const { terms: analyzed, stats } = await lexical.analyzeTerms(plan);
    const terms = weighTerms(analyzed, stats, plan);
    const candidates = (await lexical.loadIndex(terms)).findCandidates({
      terms,
      stats,
      types: storedTypes,
      articles: listPlannedArticles(plan, known),
      ids: read.ids,
      limit: Math.max(50, k * 4),
    });
    const neighbours = nearest ? await nearest : null;
    const rows = neighbours ? fuseCandidates(candidates, neighbours) : candidates;
    const { steering: guides, evidence } = choice.steer(read, () =>
      listEvidenceArticles(rankCandidates(rows, plan, known), rows),
    );
    // A few spares: de-duplication changes how many survive.
    const ranked = addResponseForms(
      rankCandidates(rows, plan, known, guides.boosts),
      await listResponseForms(),
      readFilingParty(read.role),
    ).slice(0, k + RANK_SPARES);
    const loaded = await loadSources(ranked.map((candidate) => candidate.id));
    return {
      query: params.q,
      lang: plan.lang,
      types: [...types],
      results: buildHits(ranked, loaded, plan, types, k, findNote),
      excludedSituation: plan.excluded,
      steeredArticles: readSteeringReferences(params.context),
      ...(evidence && { evidence }),
    };
  }

  /** The evidence is the answer pipeline's business: the route's response never carries it. */
  async function search(params: KbSearchParams): Promise<KbSearchResponse> {
    const { evidence: _evidence, ...response } = await searchForAnswer(params);
    return response;
  }

  /**
   * The weighted terms of a text as search reads it (glossary expansions, both languages), so
   * other searches (the case-law research) rank with the same bilingual analysis.
   */
  async function analyzeQuery(q: string, lang?: 'en' | 'fr'): Promise<AnalyzedQuery> {
    const plan = buildQueryPlan({ question: q, lang }, glossary, situationRules);
    const { terms: analyzed, stats } = await lexical.analyzeTerms(plan);
    return { terms: weighTerms(analyzed, stats, plan), stats, lang: plan.lang };
  }

  /** Articles and forms by number or code, as sources (the answer's guide cites them). */
  async function lookup(refs: SourceReferences, lang: 'en' | 'fr'): Promise<Source[]> {
    const ids = [...refs.articles.map(ccqLawId), ...refs.forms.map(formSourceId)];
    const rows = await loadSources(ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [mapCandidateToSource(row, lang, findNote)] : [];
    });
  }

  /** Decisions close to a text's terms, cited articles and claim types (case outcomes). */
  async function findSimilarDecisions(query: SimilarDecisionQuery) {
    return (await lexical.loadIndex(query.terms)).findSimilarDecisions(query);
  }

  return {
    search,
    searchForAnswer,
    lookup,
    analyzeQuery,
    findSimilarDecisions,
    /** The situation guides a question is about, best first (the answer pipeline uses them). */
    matchGuides: choice.matchAnswerGuides,
    /** True when nothing was ever ingested (start-up and the CLIs ingest then). */
    async isEmpty(): Promise<boolean> {
      return (await repository.countSources()) === 0;
    },
  };
}
export type KbService = ReturnType<typeof createKbService>;
