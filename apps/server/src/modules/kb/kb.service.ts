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
import { buildQueryPlan, listPlannedArticles } from '../../kb/retrieval/query-plan';
import { fuseCandidates } from '../../kb/retrieval/fuse-rankings';
import { addResponseForms, buildHits, rankCandidates } from '../../kb/retrieval/rank-results';
import { mapCandidateToSource } from '../../kb/retrieval/map-source';
import { ccqLawId, formSourceId } from '../../kb/corpus/source-ids';
import { cacheFor } from '../../kb/retrieval/content-lookup';
import { fusePlainRanking } from '../../kb/retrieval/plain-law-ranking';
import { listEvidenceArticles } from '../../kb/retrieval/guide-steering';
import { loadContent, type KbContent } from '../../kb/content/load-content';
import { listRuleForms, type RuleFormsOptions } from '../../kb/content/rule-forms';
import {
  collectDomainTexts,
  domainKey,
  type DomainLexemes,
} from '../../kb/retrieval/domain-vocabulary';
import { weighTerms } from './weigh-terms';
import { readFilingParty } from '../../ai/filing-party';
import type { ChangeFeed } from '../../db/change-feed';
import { createGuideChoice } from './guide-choice';
import type { ArticleLikeness } from '../../kb/content/asked-match';
import { createKbRowLoader } from './kb-row-cache';
import { createLexicalIndexLoader } from './lexical-index-cache';
import { createLexicalIndexRepository } from './lexical-index.repository';
import type { SimilarDecisionQuery } from '../../kb/retrieval/lexical-index';
import {
  createKbRepository,
  type CorpusStats,
  type KbRepository,
  type WeightedTerm,
} from './kb.repository';

/**
 * Civil Code article numbers and form codes, e.g. { articles: ['1959.1'], forms: ['TAL-811A'] };
 * `formsOn` also asks for the forms the catalogue says rest on those articles.
 */
export type SourceReferences = { articles: string[]; forms: string[]; formsOn?: string[] };

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

const CACHE_MS = 60_000;
const RANK_SPARES = 5;
/** Nearest sources taken from the vector side: enough to reorder the lexical pool's head. */
const MIN_VECTOR_NEIGHBOURS = 20;

/**
 * The one search of the knowledge base, shared by the chat, the case-law tool and the form
 * finder: French and English full-text search with the glossary's expansions and article
 * boosts, questionnaire steering and excluded-situation detection.
 */
export function createKbService(db: Database, options: KbServiceOptions = {}) {
  const repository: KbRepository = options.repository ?? createKbRepository(db);
  const glossary = options.glossary ?? loadGlossary();
  const situationRules = loadExcludedSituationRules();
  const content = options.content ?? loadContent();
  const choice = createGuideChoice(glossary, content, options.guideEvidence ?? false);
  const { findNote } = choice;
  const domainTexts = collectDomainTexts(content.guides, glossary);
  // Our own vocabulary changes only with the code: stemmed once, by the search configurations.
  let domainLexemes: Promise<DomainLexemes> | undefined;
  const readDomainLexemes = () => {
    domainLexemes ??= repository
      .stemTerms({
        frenchQuestion: domainTexts.fr,
        englishQuestion: domainTexts.en,
        frenchExpansion: '',
        englishExpansion: '',
      })
      .then((terms) => new Set(terms.map((term) => domainKey(term.lang, term.lexeme))));
    domainLexemes.catch(() => (domainLexemes = undefined));
    return domainLexemes;
  };
  // Article numbers and form relations change only on ingest: a minute of caching saves queries.
  const listKnownArticles = cacheFor(CACHE_MS, () => repository.listLawArticles());
  const listResponseForms = cacheFor(CACHE_MS, () => repository.listResponseForms());
  const listArticleForms = cacheFor(CACHE_MS, () => repository.listArticleForms());
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
  async function runSearch(
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
    const terms = weighTerms(analyzed, stats, plan, await readDomainLexemes());
    const candidates = (await lexical.loadIndex(terms)).findCandidates({
      terms,
      stats,
      types: storedTypes,
      articles: listPlannedArticles(plan, known),
      ids: read.ids,
      limit: Math.max(50, k * 4),
    });
    const neighbours = nearest ? await nearest : null;
    const plain = storedTypes.includes('LAW')
      ? (await lexical.loadPlainIndex()).rank(params.q)
      : [];
    const lexicalRows = fusePlainRanking(candidates, plain);
    const rows = neighbours ? fuseCandidates(lexicalRows, neighbours) : lexicalRows;
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

  /** Search for the answer pipeline: also the article the asked questions clearly point to. */
  async function searchForAnswer(params: KbSearchParams): Promise<
    KbSearchResponse & {
      evidence?: string[];
      askedArticle?: string;
      agreedArticle?: string;
      askedLikeness?: ArticleLikeness[];
    }
  > {
    const response = await runSearch(params);
    // Search's first article, when the asked questions also rank it first: two readings of the
    // question, one by the law's texts and one by what people ask, name the same article.
    const first = response.results.find(
      ({ source }) => source.type === 'LAW' || source.type === 'MODIFIED_LAW',
    )?.source;
    const article = first && 'article' in first ? first.article : undefined;
    return {
      ...response,
      askedArticle: choice.findAskedArticle(params.q),
      ...(article && choice.findAskedFirst(params.q) === article && { agreedArticle: article }),
      askedLikeness: choice.rankAskedLikeness(params.q),
    };
  }

  /** The evidence is the answer pipeline's business: the route's response never carries it. */
  async function search(params: KbSearchParams): Promise<KbSearchResponse> {
    const { evidence: _evidence, ...response } = await runSearch(params);
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
    const byArticle = refs.formsOn?.length ? await listArticleForms() : undefined;
    const resting = (refs.formsOn ?? []).flatMap((article) => byArticle?.get(article) ?? []);
    const forms = [...new Set([...refs.forms, ...resting])];
    const ids = [...refs.articles.map(ccqLawId), ...forms.map(formSourceId)];
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
    /** Every guide's forms serving an article's rule (the answer's forms for that article). */
    ruleForms: (article: string, options?: RuleFormsOptions) =>
      listRuleForms(content.guides, article, options),
    /** True when nothing was ever ingested (start-up and the CLIs ingest then). */
    async isEmpty(): Promise<boolean> {
      return (await repository.countSources()) === 0;
    },
  };
}
export type KbService = ReturnType<typeof createKbService>;
