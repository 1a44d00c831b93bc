import type {
  FindFormResponse,
  FindFormResult,
  FormDeadline,
  QuestionnaireUserType,
  Source,
} from '@lexlogis/contracts';
import type { findFormRequestSchema } from '@lexlogis/contracts';
import type { z } from 'zod';
import { computeDeadlines, type Anchors } from '../../ai/compute-deadlines';
import { readFilingParty } from '../../ai/filing-party';
import { isFormForRole } from '../../kb/content/guide-roles';
import { CONFIDENT_SCORE, type GuideMatch } from '../../kb/content/match-guides';
import type { KbService } from '../kb/kb.service';
import { readTexts, toFormSummary } from './forms.mapper';
import type { FormRow } from './forms.repository';

type FindFormInput = z.output<typeof findFormRequestSchema>;
type Lang = 'en' | 'fr';

/** Guides kept: the best and those scoring at least this share of it. */
const GUIDE_SHARE = 0.4;
const MAX_GUIDES = 3;
const MAX_RESULTS = 6;
/** What the person wants adds this share of its own guide score. */
const GOAL_SHARE = 0.5;
/** A form that answers the very notice the person received outranks any guide's. */
const RECEIVED_NOTICE_SCORE = 1000;
/** Each later form of a guide's list counts slightly less than the one before. */
const FORM_ORDER_STEP = 0.01;

type Candidate = {
  row: FormRow;
  score: number;
  reason: string;
  guide: FindFormResult['guide'];
  /** The guide's deadline articles for this role; null: every rule of the form's articles. */
  deadlineArticles: string[] | null;
};

const RECEIVED_REASON: Record<Lang, (notice: string) => string> = {
  en: (notice) => `This is the answer to the notice you received (${notice}).`,
  fr: (notice) => `C’est la réponse à l’avis que vous avez reçu (${notice}).`,
};

/** Whether the catalogue's filing party lets this person file the form. */
function isFiledBy(row: FormRow, role: QuestionnaireUserType): boolean {
  const party = readFilingParty(role);
  if (!party) return true;
  return row.filledBy === party || row.filledBy === 'lessor_or_lessee';
}

function pickGuides(matches: readonly GuideMatch[]): GuideMatch[] {
  const [best] = matches;
  if (!best) return [];
  return matches.filter((match) => match.score >= best.score * GUIDE_SHARE).slice(0, MAX_GUIDES);
}

/**
 * The situation (and the notice received) chooses the guides; what the person wants only
 * reorders them, so "end the lease" does not pull in every guide about leases ending.
 */
function rankGuides(situation: GuideMatch[], goal: GuideMatch[]): GuideMatch[] {
  if (situation.length === 0) return goal;
  // When the matcher is confident about some guides, the loose partial matches are left out.
  const confident = situation.filter((match) => match.score >= CONFIDENT_SCORE);
  const kept = confident.length > 0 ? confident : situation;
  const wanted = new Map(goal.map((match) => [match.guide.id, match.score]));
  return kept
    .map((match) => ({
      ...match,
      score: match.score + GOAL_SHARE * (wanted.get(match.guide.id) ?? 0),
    }))
    .sort((left, right) => right.score - left.score);
}

function toDates(dates: FindFormInput['dates']): Anchors {
  const day = (value?: string) => (value ? new Date(`${value}T00:00:00Z`) : undefined);
  return {
    'lease-end': day(dates.leaseEnd),
    'notice-received': day(dates.noticeReceived),
    'notice-sent': day(dates.noticeSent),
  };
}

const MISSING = { 'lease-end': 'leaseEnd', 'notice-received': 'noticeReceived' } as const;

export type FormFinderDeps = {
  kb: Pick<KbService, 'matchGuides' | 'lookup'>;
  now: () => Date;
};

/**
 * Ranks forms for a situation with the chat's own knowledge: the situation guides say which
 * forms each party uses and why, the catalogue says which form answers a received notice, and
 * the chat's deadline rules compute the dates (only for articles whose quoted text states them).
 */
export function createFormFinder(deps: FormFinderDeps) {
  async function computeFormDeadlines(
    candidate: Candidate,
    input: FindFormInput,
    articleTexts: ReadonlyMap<string, Source>,
    missing: Set<FindFormResponse['missingDates'][number]>,
  ): Promise<FormDeadline[]> {
    const articles = candidate.row.relatedArticles.filter(
      (article) => !candidate.deadlineArticles || candidate.deadlineArticles.includes(article),
    );
    const sources = articles.flatMap((article) => articleTexts.get(article) ?? []);
    if (sources.length === 0) return [];
    const report = computeDeadlines({
      question: `${input.situation}\n${input.goal}`,
      lang: input.lang,
      sources,
      now: deps.now(),
      dates: toDates(input.dates),
    });
    for (const date of report.missingDates) missing.add(MISSING[date]);
    return report.notes.map((note) => ({
      article: note.article,
      text: note.dated.length > 0 ? note.dated.map((line) => line.text).join(' ') : note.statement,
      date: note.dated.length === 1 ? (note.dated[0]?.date ?? null) : null,
    }));
  }

  function matchSituation(input: FindFormInput, role: QuestionnaireUserType, received?: FormRow) {
    const question = [input.situation, received?.title ?? ''].join('\n');
    const situation = deps.kb.matchGuides({ question, role });
    const goal = input.goal ? deps.kb.matchGuides({ question: input.goal, role }) : [];
    return pickGuides(rankGuides(situation, goal));
  }

  async function find(input: FindFormInput, forms: readonly FormRow[]): Promise<FindFormResponse> {
    const { role, lang } = input;
    const byId = new Map(forms.map((row) => [row.formId, row]));
    const candidates = new Map<string, Candidate>();
    const offer = (candidate: Candidate) => {
      const previous = candidates.get(candidate.row.formId);
      if (!previous || previous.score < candidate.score) {
        candidates.set(candidate.row.formId, candidate);
      }
    };

    const received = input.receivedForm ? byId.get(input.receivedForm.toUpperCase()) : undefined;
    for (const formId of received ? readTexts(received.details, 'answeredBy') : []) {
      const row = byId.get(formId);
      if (!row || !isFiledBy(row, role)) continue;
      const reason = RECEIVED_REASON[lang](`${received!.formId} — ${received!.title}`);
      offer({ row, score: RECEIVED_NOTICE_SCORE, reason, guide: null, deadlineArticles: null });
    }

    for (const match of matchSituation(input, role, received)) {
      const { guide } = match;
      const deadlineArticles = guide.deadlines
        .filter((deadline) => !deadline.role || deadline.role === role)
        .map((deadline) => deadline.article);
      guide.forms.forEach((entry, index) => {
        const row = byId.get(entry.form);
        if (!row || !isFormForRole(entry.party, role, entry.form)) return;
        offer({
          row,
          score: match.score - index * FORM_ORDER_STEP,
          reason: entry.when[lang],
          guide: { id: guide.id, title: guide.title[lang] },
          deadlineArticles,
        });
      });
      // The received notice's answer keeps its place, but takes the guide's words and deadlines.
      for (const candidate of candidates.values()) {
        if (candidate.score === RECEIVED_NOTICE_SCORE && !candidate.guide) {
          const entry = guide.forms.find((form) => form.form === candidate.row.formId);
          if (entry) {
            candidate.guide = { id: guide.id, title: guide.title[lang] };
            candidate.deadlineArticles = deadlineArticles;
          }
        }
      }
    }

    const ranked = [...candidates.values()]
      .sort((left, right) => right.score - left.score)
      .slice(0, MAX_RESULTS);
    const articles = [...new Set(ranked.flatMap((candidate) => candidate.row.relatedArticles))];
    const lookedUp = await deps.kb.lookup({ articles, forms: [] }, lang);
    const articleTexts = new Map(
      lookedUp.flatMap((source) => (source.type === 'LAW' ? [[source.article ?? '', source]] : [])),
    );
    const missing = new Set<FindFormResponse['missingDates'][number]>();
    const results: FindFormResult[] = [];
    for (const candidate of ranked) {
      results.push({
        form: toFormSummary(candidate.row),
        reason: candidate.reason,
        guide: candidate.guide,
        deadlines: await computeFormDeadlines(candidate, input, articleTexts, missing),
      });
    }
    return { results, missingDates: [...missing] };
  }

  return { find };
}
export type FormFinder = ReturnType<typeof createFormFinder>;
