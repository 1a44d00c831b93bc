import type { QuestionnaireUserType } from '@lexlogis/contracts';
import type { SituationGuide } from '../kb/content/content-schema';
import { findCitedArticles } from '../kb/text/articles';
import type { AnswerInput, AnswerLang } from './answer-types';
import { dropRepeatedSentences } from './drop-repeated-sentences';
import { FACT_CHECKS, GUIDE_PHRASES, UNKNOWN_CONDITIONS } from './guide-phrases';
import { composeGuideStepList } from './compose-guide-step-list';
import { citeArticles, composeFocus, composeRuleLine, keepRules } from './compose-focus';
import { composeLeadNotes } from './compose-lead-notes';
import { composeNotePart } from './compose-note-part';
import { composeQuestionArticle } from './compose-question-article';
import { composeLeaseDelay } from './lease-term-delays';
import { readQuestionFacts, type QuestionFacts } from './question-facts';
import { keepAnswerGuidesForLease, keepForExcludedLease } from './dwelling-only';
import { listGuideForms, listShownForms, readAnswerRole } from './guide-forms';

/**
 * The offline answer written from situation guides: the guide's direct answer applied to the
 * facts of the question, the delays the law sets, the steps for the asker's role and the forms
 * their party files. Every rule comes from the guide, which the grounding check holds to the
 * articles it cites; the composer only adds facts the person gave and the catalogue's forms.
 */

type Role = QuestionnaireUserType;

function appliesToRole(roles: readonly Role[] | undefined, role: Role | undefined): boolean {
  return !role || !roles || roles.includes(role);
}

function composeFacts(guide: SituationGuide, facts: QuestionFacts, lang: AnswerLang): string[] {
  const phrases = GUIDE_PHRASES[lang];
  const articles = new Set([...guide.answer.articles, ...guide.articles]);
  const lines: string[] = [];
  for (const check of FACT_CHECKS) {
    const value = facts[check.fact];
    if (!articles.has(check.article) || value === undefined) continue;
    lines.push(
      phrases.factLine({
        value: check.fact === 'age' ? phrases.age(value) : phrases.years(value),
        requirement: check.requirement[lang],
        met: value >= check.min,
        article: check.article,
      }),
    );
  }
  if (lines.length === 0) return [];
  for (const condition of UNKNOWN_CONDITIONS) {
    if (articles.has(condition.article)) {
      lines.push(phrases.unknownFact(condition.requirement[lang], condition.article));
    }
  }
  return [phrases.appliedHeading, ...lines.map((line) => `- ${capitalize(line)}`)];
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function composeFormList(input: AnswerInput, role: Role | undefined): string | undefined {
  // The Tribunal's forms are for dwelling leases: which guides' forms stand for a lease they may
  // not govern is dwelling-only.ts's rule.
  const phrases = GUIDE_PHRASES[input.lang];
  const guides = keepAnswerGuidesForLease(input.guides, input.excludedSituation);
  const forms = listGuideForms(guides, role, listShownForms(input.sources));
  if (forms.length === 0) return undefined;
  const items = forms.map((form) => {
    const who = role ? '' : ` (${phrases.party[form.party]})`;
    return `**${form.form}**${who}: ${form.when[input.lang]}`;
  });
  return `${role ? phrases.formsForYou : phrases.formsByParty} ${items.join(' ')}`;
}

/** The Summary: each matched guide's answer, the facts held against it, the asker's forms. */
export function composeGuideSummary(input: AnswerInput, opening: readonly string[]): string {
  const lang = input.lang;
  const phrases = GUIDE_PHRASES[lang];
  const role = readAnswerRole(input);
  const facts = readQuestionFacts(input.question);
  const [best, ...others] = input.guides ?? [];
  if (!best) return opening.join(' ');
  const answer = [...opening, best.guide.answer[lang]].join(' ');
  // What search ranked best beyond the rules, from its note, right after the direct answer
  // (stated before it, dev-3, dev-2 and fresh scored the same; the guide's answer frames it).
  const notes = composeLeadNotes(input);
  // A guide none of whose deciding articles search or the asked questions rank first shares the
  // question's words, not its subject: the question's own articles open the Summary, and the
  // guide follows as one that may also apply (issue 10, round 20).
  const ownFirst = best.unsupported === true && notes.length > 0;
  const focus = composeFocus(best, input);
  // The deciding article's note, when the guide cites it in its own words: before the
  // neighbouring articles' notes, since it is the article search ranks first.
  const part = composeNotePart(input, [answer, ...notes, ...focus].join('\n'));
  if (part) notes.unshift(part);
  // The guides' article the question's words point to, when it is not the one the answer opens
  // on: its note right after the answer, before search's neighbouring articles; after them when
  // the guide is unsupported and the question's own articles open the Summary.
  const asked = composeQuestionArticle(input, [answer, ...notes, ...focus].join('\n'));
  if (asked) notes.splice(best.unsupported ? notes.length : part ? 1 : 0, 0, asked);
  // The article search and the asked questions both rank first, when the guide does not state
  // it, is what the question turns on: its note opens the Summary, the guide's answer follows.
  const agreed = input.agreedArticle;
  const opener =
    agreed && input.leadArticles?.[0] === agreed
      ? composeLeadNotes({ ...input, leadArticles: [agreed] })[0]
      : undefined;
  const blocks = ownFirst
    ? [
        [...opening, ...notes].join(' '),
        `${phrases.mayAlsoApply(best.guide.title[lang])} ${best.guide.answer[lang]}`,
      ]
    : opener
      ? [
          [...opening, opener].join(' '),
          [best.guide.answer[lang], ...notes.filter((note) => note !== opener)].join(' '),
        ]
      : [answer, ...(notes.length > 0 ? [notes.join(' ')] : [])];
  // Two guides often hold the same rule (art. 1863's remedies), sometimes in other words (art.
  // 1865 in the works guide and the repairs guide): each article's rule is stated once, whether
  // the first guide states it as a rule or as one of its conditions. Every focus line ends by
  // citing its articles, the first guide's triggered rules among them.
  const stated = new Set(
    focus.flatMap((line) => findCitedArticles(line.slice(line.lastIndexOf('(')))),
  );
  const alsoRelevant = others.map((other) => {
    const rules = keepRules(other, input)
      .filter((rule) => !stated.has(rule.article))
      .map((rule) => composeRuleLine(rule, input));
    return [
      `${phrases.alsoRelevant(other.guide.title[lang])} ${other.guide.answer[lang]}`,
      ...rules,
    ].join('\n');
  });
  // The delay of the cited article for the kind of lease the question states, worked out
  // first: it is the answer to "how much notice" that the rule alone leaves to the reader. The
  // article may be cited by the second guide (art. 1946 in the lease-term guide, beside the
  // no-written-lease guide).
  const delay = composeLeaseDelay(input, [...blocks, ...alsoRelevant].join('\n'));
  const particular = delay ? [`- ${delay}`, ...focus] : focus;
  if (particular.length > 0) blocks.push([phrases.focusHeading, ...particular].join('\n'));
  // A sentence the Summary has already said is not said again by a guide that may also apply.
  for (const block of alsoRelevant) blocks.push(dropRepeatedSentences(block, blocks.join('\n')));
  const applied = (input.guides ?? []).flatMap(({ guide }) => composeFacts(guide, facts, lang));
  // One block of facts even when two guides rest on the same article.
  if (applied.length > 0) blocks.push([...new Set(applied)].join('\n'));
  const forms = composeFormList(input, role);
  if (forms) blocks.push(forms);
  return blocks.join('\n\n');
}

/** Next steps from the guides: the delays the law sets, then what to do, for the asker's role. */
export function composeGuideSteps(input: AnswerInput, computed: readonly string[] = []): string[] {
  const lang = input.lang;
  const phrases = GUIDE_PHRASES[lang];
  const role = readAnswerRole(input);
  const guides = keepAnswerGuidesForLease(input.guides, input.excludedSituation).map(
    ({ guide }) => guide,
  );
  const blocks: string[] = [];
  const deadlines = guides
    .flatMap((guide) => guide.deadlines)
    .filter((deadline) => appliesToRole(deadline.role ? [deadline.role] : undefined, role))
    // An article whose delay was already turned into dates is not repeated.
    .filter((deadline) => !computed.includes(deadline.article))
    .filter((deadline) => keepForExcludedLease(input, [deadline.article]))
    .map((deadline) => `- ${deadline[lang]} (art. ${deadline.article} C.c.Q.)`);
  if (deadlines.length > 0) blocks.push([phrases.deadlinesInLaw, ...new Set(deadlines)].join('\n'));
  const steps = composeGuideStepList(guides, role, lang);
  if (steps) blocks.push(steps);
  const conditions = (guides[0]?.conditions ?? [])
    .filter((condition) => keepForExcludedLease(input, condition.articles))
    .map((condition) => `- ${condition[lang]} (${citeArticles(condition.articles)})`);
  if (conditions.length > 0) blocks.push([phrases.conditionsHeading, ...conditions].join('\n'));
  return blocks;
}
