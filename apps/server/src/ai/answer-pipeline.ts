import {
  ADVICE_FALLBACK_ERROR_TEXT,
  KB_EMPTY_ANSWER_TEXT,
  buildLegacySourceLists,
  cleanAdviceText,
  dedupeSources,
  isOutOfScopeAnswer,
  readStatedAnswers,
  type QuestionnaireFields,
  type Source,
  type FormSource,
  type StatedAnswers,
} from '@lexlogis/contracts';
import { iterateUntilAborted } from './abortable-iteration';
import type { Clock } from '../lib/clock';
import type { AnswerLang, AnswerModel, ExcludedSituationNote, HistoryTurn } from './answer-types';
import { checkCitations } from './citation-checker';
import type { AnswerEvent, AnswerOutcome } from './answer-outcome';
import type { RetrieveContext, RetrievedSources, RetrieveSources } from './retrieve-types';
import { checkQuantities } from './quantity-checker';
import { buildRetrievalQuery, ensureExclusionArticle, pickSources } from './pick-sources';
import {
  ensureGuideSources,
  listSourceArticles,
  type LookupSources,
  type MatchGuides,
} from './guide-sources';
import { withQuestionFacts } from './question-facts';
import { findArticleForms, findRuleForms, type RuleForms } from './article-forms';
import { findGeneralApplication } from './general-application';
import { LEAD_ARTICLES, pickLeadArticles } from './lead-articles';
import { ensureTermCapSource, leadWithTermCap } from './overlong-lease';
import { isOwnLeavingOfIndeterminateLease } from './own-leaving';
import { chooseAnswerGuides, keepLeadCandidates } from './choose-answer-guides';
import { readAskerRole } from '../kb/content/asker-role';
import { keepForExcludedLease, keepResultsForLease, readNotDwelling } from './dwelling-only';

export type AnswerRequest = {
  question: string;
  lang: AnswerLang;
  questionnaire?: QuestionnaireFields | null;
  /** The questionnaire was skipped: its default answers are dropped, only kept answers count. */
  questionnaireSkipped?: boolean;
  /** Earlier turns of the conversation, oldest first. */
  history?: HistoryTurn[];
  /** Aborting stops retrieval or the model promptly; the outcome is then 'aborted'. */
  signal?: AbortSignal;
};

export type AnswerPipelineDeps = {
  retrieve: RetrieveSources;
  model: AnswerModel;
  clock: Clock;
  /** The situation-guide matcher; without it answers rest on the retrieved sources alone. */
  matchGuides?: MatchGuides;
  /** Fetches the articles and forms a guide cites by reference (else they are searched for). */
  lookup?: LookupSources;
  /** Every guide's forms serving an article's rule, whichever guide the answer uses. */
  ruleForms?: RuleForms;
  /** When it says the knowledge base is empty, the answer says so instead (issue 17). */
  isKnowledgeBaseEmpty?: () => Promise<boolean>;
};

/** Art. 1892's case from search or the questionnaire, else a thing the words say is no dwelling. */
function readExcludedSituation(
  retrieved: RetrievedSources,
  questionnaire: StatedAnswers | null,
  question: string,
): ExcludedSituationNote | null {
  if (retrieved.excludedSituation) return retrieved.excludedSituation;
  const situation = questionnaire?.excludedSituation;
  if (situation && situation !== 'none') return { situation, origin: 'questionnaire' };
  return readNotDwelling(question);
}

export function createAnswerPipeline(deps: AnswerPipelineDeps) {
  const { retrieve, model, clock } = deps;
  const modelInfo = { id: model.id, label: model.label };

  function finish(raw: string, sources: Source[], lang: AnswerLang) {
    const outOfScope = isOutOfScopeAnswer(raw);
    const shown = outOfScope ? [] : sources;
    // Cleaned first: cleaning trims trailing brackets, which would eat a mark at the very end.
    const checked = checkCitations(cleanAdviceText(raw), shown, lang);
    // The offline composer states only the delays its deadline rules quote and the dates it
    // computes from them; a remote model may state any figure.
    const quantities =
      model.label === 'llm'
        ? checkQuantities(checked.text, shown, lang)
        : { text: checked.text, unverified: [] };
    return {
      text: quantities.text,
      sources: shown,
      legacy: buildLegacySourceLists(shown),
      model: modelInfo,
      outOfScope,
      unverifiedCitations: checked.unverified,
      unverifiedQuantities: quantities.unverified,
    };
  }

  async function* stream(request: AnswerRequest): AsyncGenerator<AnswerEvent, AnswerOutcome> {
    const signal = request.signal ?? new AbortController().signal;
    const questionnaire = readStatedAnswers(
      request.questionnaire,
      request.questionnaireSkipped ?? false,
    );
    const history = request.history ?? [];
    const context: RetrieveContext = { lang: request.lang, questionnaire, history, signal };
    let sources: Source[] = [];
    let raw = '';
    let outcome: AnswerOutcome;
    let excludedSituation: ExcludedSituationNote | null = null;
    let guideIds: string[] = [];
    if (await deps.isKnowledgeBaseEmpty?.()) {
      // Nothing to quote: the model would answer from its own memory, presented as ours.
      const notice = KB_EMPTY_ANSWER_TEXT[request.lang];
      yield { type: 'sources', sources: [] };
      yield { type: 'delta', text: notice };
      outcome = {
        status: 'ready',
        ...finish(notice, [], request.lang),
        excludedSituation,
        guideIds,
      };
      yield { type: 'done', outcome };
      return outcome;
    }
    try {
      const query = buildRetrievalQuery(request.question, history);
      const retrieved = await retrieve(query, context);
      signal.throwIfAborted();
      excludedSituation = readExcludedSituation(retrieved, questionnaire, request.question);
      // A lease the dwelling-lease rules may not govern is answered without their articles.
      const results = keepResultsForLease(retrieved.results, excludedSituation);
      sources = pickSources(
        results.map((hit) => hit.source),
        questionnaire?.userType,
      );
      if (excludedSituation) sources = await ensureExclusionArticle(sources, retrieve, context);
      const role = readAskerRole(request.question, questionnaire?.userType);
      const searchedArticles = listSourceArticles(results.map((hit) => hit.source));
      // A month-to-month tenant who is leaving: the lease-term guide leads, and the landlord's
      // repossession is another situation (own-leaving.ts).
      const leaving =
        !excludedSituation &&
        isOwnLeavingOfIndeterminateLease(request.question, role, questionnaire, clock.now());
      const matchInput = {
        question: query,
        role,
        questionnaire: withQuestionFacts(questionnaire, request.question),
        articles: retrieved.evidence ?? searchedArticles,
      };
      const choice = { excludedSituation, leaving };
      const guides = chooseAnswerGuides(deps.matchGuides, matchInput, choice);
      guideIds = guides.map(({ guide }) => guide.id);
      let articleForms: FormSource[] = [];
      const lead = leadWithTermCap(
        pickLeadArticles(
          keepLeadCandidates(results, choice, guides, role),
          guides,
          LEAD_ARTICLES,
          retrieved.askedArticle,
          retrieved.agreedArticle,
        ),
        request.question,
      );
      sources = await ensureTermCapSource(sources, lead, deps.lookup, request.lang);
      if (guides.length > 0) {
        sources = await ensureGuideSources(
          sources,
          guides,
          role,
          retrieve,
          context,
          deps.lookup,
          lead,
        );
        const read = { guides, role, sources, searchedArticles, lang: request.lang };
        articleForms = await findArticleForms(
          { ...read, leadArticles: lead },
          deps.lookup,
          deps.ruleForms,
        );
      } else if (!excludedSituation) {
        // No guide: the form a guide's rule ties to the article the Summary opens on, or the
        // forms of the guide whose direct answer states that article's rule (rule-forms.ts).
        const read = { leadArticles: lead, role, lang: request.lang };
        const ruleForms = deps.ruleForms;
        const opening =
          ruleForms && ((article: string) => ruleForms(article, { openingGuide: true }));
        articleForms = await findRuleForms(read, deps.lookup, opening);
      }
      sources = dedupeSources([...sources, ...articleForms]);
      // A note is stated only with its article among the sources the answer may cite.
      const shownArticles = new Set(listSourceArticles(sources));
      // Nor with a dwelling-only article's note.
      const mayState = (article: string) =>
        shownArticles.has(article) && keepForExcludedLease({ excludedSituation }, [article]);
      const leadArticles = lead.filter(mayState);
      // An answer that names the asker no form still names the Tribunal's general application.
      const general = await findGeneralApplication(
        {
          question: request.question,
          lang: request.lang,
          sources,
          questionnaire,
          excludedSituation,
          leadArticles,
          guides,
          role,
          articleForms,
        },
        deps.lookup,
        deps.ruleForms,
      );
      if (general.length > 0) {
        articleForms = [...articleForms, ...general];
        sources = dedupeSources([...sources, ...general]);
      }
      const keepShown = (article?: string) => (article && mayState(article) ? article : undefined);
      yield { type: 'sources', sources };
      const input = {
        question: request.question,
        lang: request.lang,
        sources,
        history,
        questionnaire,
        excludedSituation,
        now: clock.now(),
        guides,
        searchedArticles,
        articleForms: articleForms.map((form) => form.formId ?? ''),
        leadArticles,
        clearArticle: keepShown(retrieved.askedArticle),
        agreedArticle: keepShown(retrieved.agreedArticle),
        askedLikeness: retrieved.askedLikeness,
      };
      for await (const chunk of iterateUntilAborted(model.streamAnswer(input, signal), signal)) {
        raw += chunk;
        yield { type: 'delta', text: chunk };
      }
      signal.throwIfAborted();
      outcome = {
        status: 'ready',
        ...finish(raw, sources, request.lang),
        excludedSituation,
        guideIds,
      };
    } catch (error) {
      const partial = finish(raw, sources, request.lang);
      outcome = signal.aborted
        ? {
            status: 'aborted',
            text: partial.text,
            sources,
            legacy: partial.legacy,
            model: modelInfo,
          }
        : {
            status: 'error',
            text: ADVICE_FALLBACK_ERROR_TEXT,
            sources,
            legacy: buildLegacySourceLists(sources),
            model: modelInfo,
            error,
          };
    }
    yield { type: 'done', outcome };
    return outcome;
  }

  /** Runs to the end without consuming events (e.g. to finish an answer nobody watches). */
  async function answer(request: AnswerRequest): Promise<AnswerOutcome> {
    const events = stream(request);
    for (;;) {
      const next = await events.next();
      if (next.done) return next.value;
    }
  }

  return { stream, answer };
}

export type AnswerPipeline = ReturnType<typeof createAnswerPipeline>;
