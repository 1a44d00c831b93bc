import type { FormSource, QuestionnaireUserType, Source } from '@lexlogis/contracts';
import { findLeaseArticles } from '../kb/text/articles';
import type { AnswerGuide } from './answer-types';
import { listGuideForms } from './guide-forms';
import { readFilingParty } from './filing-party';
import type { LookupSources } from './guide-sources';
import type { SituationGuide } from '../kb/content/content-schema';
import type { RuleFormsOptions } from '../kb/content/rule-forms';
import { isFormForRole } from '../kb/content/guide-roles';

/** Every guide's forms that serve the rule of an article (`rule`), whichever guide was chosen. */
export type RuleForms = (article: string, options?: RuleFormsOptions) => SituationGuide['forms'];

/**
 * The asker's form for the article the question turns on, when the guides offer the asker only
 * the general application (TAL-001A rests on no article). A landlord of a rooming house who asks
 * how early to announce a rent increase gets the rooms guide, whose only form is TAL-001A, while
 * search ranks art. 1942 next to the rooms article: the notice that rests on art. 1942 (TAL-806A,
 * by the forms catalogue) is the form the question needs. A guide whose own form of the asker
 * rests on another article is another situation's guide for this: a month-to-month tenant asking
 * how much notice to give, answered beside the no-written-lease guide (TAL-002A, art. 1950), needs
 * the notice resting on art. 1946 that search ranks first (TAL-807A).
 */

/**
 * The general application: "any recourse at the Tribunal that has no more specific application
 * form of its own" (the forms catalogue). It rests on no article.
 */
const GENERAL_APPLICATION = 'TAL-001A';

/**
 * The catalogue's filing parties (`initiating_party`): one party's form (a notice, its answer), or
 * an application either party files (TAL-002A, the application to modify the lease, which rests
 * on arts. 1947 and 1950). The general application is either party's too, but rests on no article,
 * so a form resting on the article the question turns on is never it.
 */
const PARTIES = ['lessor', 'lessee'];
const EITHER_PARTY = ['applicant', 'lessor_or_lessee'];

/** Search's best articles, of which the one the question turns on is read. */
const TURNS_ON_WITHIN = 2;

function isForm(source: Source): source is FormSource {
  return source.type === 'FORM';
}

/** The articles a form rests on, as the catalogue's text states them (ingestion reads the same). */
function readRestingArticles(form: FormSource): string[] {
  return findLeaseArticles(form.content ?? '');
}

/** Every article the guides state something from: only those are the question's, not a stray hit. */
function listGuideArticles(guides: readonly AnswerGuide[]): Set<string> {
  return new Set(
    guides.flatMap(({ guide, rules }) => [
      ...guide.articles,
      ...guide.answer.articles,
      ...(rules ?? []).map((rule) => rule.article),
    ]),
  );
}

export type ArticleFormsInput = {
  guides: readonly AnswerGuide[];
  role: QuestionnaireUserType | undefined;
  /** The answer's sources, with the guides' forms already fetched. */
  sources: readonly Source[];
  /** Search's articles, best first, before the guides reordered them. */
  searchedArticles: readonly string[];
  lang: 'en' | 'fr';
  /**
   * The articles whose notes the Summary states beside the guides (`pickLeadArticles`): the
   * Summary says what they decide, so a form resting on one is the question's too, even when
   * no guide cites it (a month-to-month tenant's notice, art. 1946, answered beside the
   * no-written-lease guide: TAL-807A).
   */
  leadArticles?: readonly string[];
};

/**
 * Forms only the asker's party files (either party's own forms when the role is unknown, as the
 * guides' forms are then listed for both), resting on one of search's best articles that the
 * guides cite or whose note the Summary states, when none of the guides' forms for the asker
 * rests on that article.
 */
export async function findArticleForms(
  input: ArticleFormsInput,
  lookup: LookupSources | undefined,
  ruleForms?: RuleForms,
): Promise<FormSource[]> {
  const guideForms = new Set(listGuideForms(input.guides, input.role).map((form) => form.form));
  const forms = await findCatalogueForms(input, lookup, guideForms);
  const taken = new Set(forms.map((form) => form.formId ?? ''));
  const served = await findRuleForms(input, lookup, ruleForms, guideForms, taken);
  return [...forms, ...served];
}

/**
 * A guide's form that serves the rule of the article the Summary opens on, for the asker's
 * party, when that guide is not among the answer's. The catalogue rests the eviction of a
 * lessee who stays after the lease (TAL-005A) on no article, but the end-of-lease guide ties
 * it to art. 1889's rule: a landlord whose tenant is still there after his own notice, answered
 * beside the sale or renewal guide, is told art. 1889 first and needs that application. So with
 * the general application (TAL-001A), tied to the rules whose article gives one party a
 * recourse before the Tribunal that no form of its own serves (art. 1861: the landlord may turn
 * to the tenant who disturbs the others, to be compensated). With the role unknown only the
 * general application is offered: it serves whichever party has the recourse, while another
 * rule's form presumes the party its guide names (TAL-005A is the landlord's, and a tenant
 * still in the dwelling after the lease must not read it as his). A form either party files on
 * every question ("either") is no rule's.
 */
export async function findRuleForms(
  input: Pick<ArticleFormsInput, 'leadArticles' | 'role' | 'lang'>,
  lookup: LookupSources | undefined,
  ruleForms: RuleForms | undefined,
  shown: ReadonlySet<string> = new Set(),
  taken: ReadonlySet<string> = new Set(),
): Promise<FormSource[]> {
  const [article, second] = input.leadArticles ?? [];
  if (!lookup || !ruleForms || !article) return [];
  // The Summary's second article too, but only the forms a guide ties to that article's own rule:
  // its guide's other forms (`openingGuide`) are another situation's (a seniors' residence whose
  // change of use opens on art. 1955.1's rent, then states art. 1959.2's eviction: TAL-815A).
  const tied = second ? ruleForms(second).filter((form) => form.rule === second) : [];
  // An occupant is on no lease: no party's form is theirs (guide-roles.ts).
  const ids = [...ruleForms(article), ...tied]
    .filter((form) => form.party !== 'either' && isFormForRole(form.party, input.role, form.form))
    .filter((form) => input.role || form.form === GENERAL_APPLICATION)
    .map((form) => form.form)
    .filter((id) => !shown.has(id) && !taken.has(id));
  if (ids.length === 0) return [];
  try {
    return (await lookup({ articles: [], forms: [...new Set(ids)] }, input.lang)).filter(isForm);
  } catch {
    return [];
  }
}

async function findCatalogueForms(
  input: ArticleFormsInput,
  lookup: LookupSources | undefined,
  guideForms: ReadonlySet<string>,
): Promise<FormSource[]> {
  const party = readFilingParty(input.role);
  // An occupant is on no lease: no party's form is theirs (filing-party.ts).
  if (!lookup || (input.role && !party) || input.guides.length === 0) return [];
  const files = (form: FormSource) => {
    const filedBy = (form.filledBy ?? '').toLowerCase();
    return (
      EITHER_PARTY.includes(filedBy) || (party ? filedBy === party : PARTIES.includes(filedBy))
    );
  };
  const cited = listGuideArticles(input.guides);
  for (const article of input.leadArticles ?? []) cited.add(article);
  const turnsOn = input.searchedArticles
    .slice(0, TURNS_ON_WITHIN)
    .filter((article) => cited.has(article));
  if (turnsOn.length === 0) return [];
  const shown = input.sources.filter(isForm).filter((form) => guideForms.has(form.formId ?? ''));
  const covered = new Set(shown.flatMap(readRestingArticles));
  // A guide's form of the asker resting on another article is another situation's: the
  // no-written-lease guide's TAL-002A (art. 1950) says nothing to a month-to-month tenant whose
  // notice (art. 1946, TAL-807A) search ranks first and the Summary states. Beside a guide's
  // own form only search's first article is read: its second is most often a neighbouring
  // rule's (art. 1962 after art. 1925), whose forms are another situation's. The article whose
  // note opens the Summary is read as search's first: the Summary says it decides the question
  // (a tenant fleeing violence, art. 1974.1, when search ranks the end of cohabitation first).
  const first = [input.searchedArticles[0], input.leadArticles?.[0]];
  const open =
    covered.size === 0
      ? turnsOn
      : turnsOn.filter((article) => first.includes(article) && !covered.has(article));
  if (open.length === 0) return [];
  const restsOnTurn = (form: FormSource) =>
    readRestingArticles(form).some((article) => open.includes(article));
  try {
    const found = await lookup({ articles: [], forms: [], formsOn: open }, input.lang);
    return found
      .filter(isForm)
      .filter(files)
      .filter((form) => !guideForms.has(form.formId ?? ''))
      .filter(restsOnTurn);
  } catch {
    // The guides' own forms still stand.
    return [];
  }
}
