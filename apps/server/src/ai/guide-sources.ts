import type { QuestionnaireUserType, Source } from '@lexlogis/contracts';
import {
  pickAnswerGuides,
  type GuideMatch,
  type GuideMatchInput,
} from '../kb/content/match-guides';
import type { SituationGuide } from '../kb/content/content-schema';
import { selectGuideRules } from '../kb/content/select-rules';
import type { RetrieveContext, RetrieveSources } from './retrieve-types';
import type { AnswerGuide } from './answer-types';
import { listGuideForms, listShownForms } from './guide-forms';
import { findCitations } from './citation-finder';
import { rankFormsForUser } from './filing-party';
import { pickSources, SHOWN_SOURCES_PER_TYPE } from './pick-sources';

/** Articles and forms by number or code (the knowledge base's lookup): faster than a search. */
export type LookupSources = (
  /** `formsOn`: also the forms the catalogue says rest on these articles. */
  refs: { articles: string[]; forms: string[]; formsOn?: string[] },
  lang: 'en' | 'fr',
) => Promise<Source[]>;

/** Finds the situation guides of a question (the knowledge base's matcher). */
export type MatchGuides = (input: GuideMatchInput) => GuideMatch<SituationGuide>[];

function articleOf(source: Source): string | undefined {
  return source.type === 'LAW' || source.type === 'MODIFIED_LAW' ? source.article : undefined;
}

/** The guides an answer rests on, from the question, the asker's role and what search found. */
export function findAnswerGuides(
  matchGuides: MatchGuides | undefined,
  input: GuideMatchInput,
): AnswerGuide[] {
  if (!matchGuides) return [];
  // The matcher's rules read the question as it did (with the vocabulary's French words).
  return pickAnswerGuides(matchGuides(input)).map(({ guide, matched, rules, unsupported }) => ({
    guide,
    matched,
    rules: rules && rules.length > 0 ? rules : selectGuideRules(guide, input.question, input.role),
    ...(unsupported && { unsupported }),
  }));
}

export function listSourceArticles(sources: readonly Source[]): string[] {
  return sources.map(articleOf).filter((article): article is string => Boolean(article));
}

/** Every text of the guides the composer may write for this role, to find what they cite. */
function listGuideTexts(guides: readonly AnswerGuide[], role: QuestionnaireUserType | undefined) {
  const texts: string[] = [];
  guides.forEach(({ guide, rules }, index) => {
    texts.push(guide.answer.en, guide.answer.fr);
    for (const rule of rules ?? []) texts.push(rule.en, rule.fr, `art. ${rule.article}`);
    for (const item of [...guide.deadlines, ...guide.steps]) texts.push(item.en, item.fr);
    if (index === 0) {
      for (const condition of guide.conditions) {
        texts.push(condition.en, condition.fr, `art. ${condition.articles.join(', ')}`);
      }
    }
    texts.push(...guide.deadlines.map((deadline) => `art. ${deadline.article}`));
  });
  for (const form of listGuideForms(guides, role))
    texts.push(form.form, form.when.en, form.when.fr);
  return texts;
}

/**
 * The notes of the lead articles among the sources: a note is stated only with every article it
 * names shown (art. 1978.2's note names art. 1871), so those articles are fetched with the guide's.
 */
function listLeadNotes(sources: readonly Source[], lead: readonly string[], lang: 'en' | 'fr') {
  return sources.flatMap((source) => {
    const article = articleOf(source);
    const note = source.type === 'LAW' || source.type === 'MODIFIED_LAW' ? source.note : undefined;
    return article && lead.includes(article) && note ? [note[lang]] : [];
  });
}

/**
 * An answer may cite only what is shown: every article and form the guides' texts cite is
 * fetched when search did not return it, and the guide's deciding articles and the asker's
 * forms are placed first, so the law section quotes them before the others. Search's best
 * articles that the guides do not state (`lead`, whose notes the Summary gives) come next, so
 * the guides' many articles never push them out of the shown sources. A failed fetch only loses
 * them (the citation checker then marks what is missing).
 */
export async function ensureGuideSources(
  sources: readonly Source[],
  guides: readonly AnswerGuide[],
  role: QuestionnaireUserType | undefined,
  retrieve: RetrieveSources,
  context: RetrieveContext,
  lookup?: LookupSources,
  lead: readonly string[] = [],
): Promise<Source[]> {
  // A triggered rule's article decides the narrower question: it is quoted first.
  const first = [
    ...new Set([
      ...guides.flatMap(({ rules }) => (rules ?? []).map((rule) => rule.article)),
      ...guides.flatMap(({ guide }) => guide.answer.articles),
      ...lead,
    ]),
  ];
  const roleForms = listGuideForms(guides, role).map((form) => form.form);
  const cited = [
    ...listGuideTexts(guides, role),
    ...listLeadNotes(sources, lead, context.lang),
  ].flatMap((text) => findCitations(text));
  const articles = [
    ...new Set([...first, ...cited.flatMap((c) => (c.kind === 'article' ? [c.article] : []))]),
  ];
  const forms = [
    ...new Set([...roleForms, ...cited.flatMap((c) => (c.kind === 'form' ? [c.formId] : []))]),
  ];
  const present = new Set(listSourceArticles(sources));
  const presentForms = listShownForms(sources);
  const missingArticles = articles.filter((article) => !present.has(article));
  const missingForms = forms.filter((form) => !presentForms.has(form));
  let pool = [...sources];
  if (missingArticles.length + missingForms.length > 0) {
    try {
      const found = lookup
        ? await lookup({ articles: missingArticles, forms: missingForms }, context.lang)
        : (
            await retrieve(
              [...missingArticles.map((a) => `art. ${a} C.c.Q.`), ...missingForms].join(' ; '),
              context,
            )
          ).results.map((hit) => hit.source);
      pool = [...pool, ...found];
    } catch {
      // Keep what search gave; the citation checker marks anything left unshown.
    }
  }
  const rank = (source: Source): number => {
    const article = articleOf(source);
    if (article && first.includes(article)) return first.indexOf(article);
    if (article && articles.includes(article)) return first.length + articles.indexOf(article);
    if (source.type === 'FORM' && source.formId && forms.includes(source.formId)) {
      return forms.indexOf(source.formId);
    }
    return Number.MAX_SAFE_INTEGER;
  };
  // The asker's forms first among the others; the guides' own order before everything.
  const ordered = rankFormsForUser(pool, role)
    .map((source, index) => ({ source, index }))
    .sort((a, b) => rank(a.source) - rank(b.source) || a.index - b.index)
    .map((entry) => entry.source);
  return pickSources(ordered, undefined, {
    ...SHOWN_SOURCES_PER_TYPE,
    LAW: Math.max(SHOWN_SOURCES_PER_TYPE.LAW, articles.length),
    FORM: Math.max(SHOWN_SOURCES_PER_TYPE.FORM, forms.length),
  });
}
