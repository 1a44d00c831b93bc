import type { SituationGuide } from './content-schema';

type GuideForm = SituationGuide['forms'][number];

export type RuleFormsOptions = {
  /**
   * Also the forms of a guide whose direct answer opens on the article: that guide states the
   * article's rule (the eviction guide's notice, TAL-815A, for art. 1959). Only for an answer
   * no guide was chosen for: beside chosen guides, an opening article such as art. 1855 or 1886
   * is a general rule, and its guide's forms (the unpaid-rent application, the answers to a
   * buyer's notices) another situation's.
   */
  openingGuide?: boolean;
};

/**
 * The forms that serve an article's rule, whichever guide the answer chose: those a guide ties to
 * its rule of that article (`rule`: the heir's contestation of art. 1948), and with
 * `openingGuide` the forms of the guide whose direct answer opens on it. The answer names the
 * asker's among them when its Summary opens on the article (ai/article-forms.ts).
 */
export function listRuleForms(
  guides: readonly SituationGuide[],
  article: string,
  { openingGuide = false }: RuleFormsOptions = {},
): GuideForm[] {
  return guides.flatMap((guide) =>
    guide.forms.filter((form) =>
      form.rule ? form.rule === article : openingGuide && guide.answer.articles[0] === article,
    ),
  );
}
