import type { QuestionnaireUserType } from '@lexlogis/contracts';
import type { SituationGuide } from '../kb/content/content-schema';
import type { AnswerLang } from './answer-types';
import { GUIDE_PHRASES } from './guide-phrases';

type Role = QuestionnaireUserType;
type GuideStep = SituationGuide['steps'][number];

const FORM_ID = /\bTAL-\d{3}[A-Z]?\b/g;
/** Two guides' steps that file the same forms with these many words in common say one thing. */
const SAME_STEP_OVERLAP = 0.6;

function readWords(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[\p{L}\d]+/gu) ?? []).filter((word) => word.length > 2),
  );
}

function readForms(text: string): string {
  return [...new Set(text.match(FORM_ID) ?? [])].sort().join(' ');
}

/**
 * Neighbouring guides word the same step their own way ("send form TAL-801A before leaving or
 * within 10 days" in both the pests and the unfit-dwelling guides). A step is only dropped when
 * it files exactly the same forms: without that, "Send form TAL-809A…" and "Send form TAL-815A…"
 * share most of their words but are two different notices.
 */
function isSameStep(a: string, b: string): boolean {
  const forms = readForms(a);
  if (forms === '' || forms !== readForms(b)) return false;
  const wordsA = readWords(a);
  const wordsB = readWords(b);
  const shared = [...wordsA].filter((word) => wordsB.has(word)).length;
  return shared / (wordsA.size + wordsB.size - shared) >= SAME_STEP_OVERLAP;
}

/** Steps for both sides of the lease need no label; the others say whose they are. */
function readStepLabel(step: GuideStep, lang: AnswerLang): string {
  if (step.roles.includes('tenant') && step.roles.includes('landlord')) return '';
  return GUIDE_PHRASES[lang].forParties(step.roles);
}

/**
 * "What you can do": the guides' steps for the asker, as Markdown. With the role known, only that role's steps, in
 * one numbered list; without it, every party's, shared steps first, then one list per party under
 * its label, so a tenant never reads the landlord's "give 24 hours' notice before entering" as
 * their own. Undefined when no step applies (a lease the dwelling-lease rules may not govern
 * comes with its guides' Tribunal steps already left out: dwelling-only.ts).
 */
export function composeGuideStepList(
  guides: readonly SituationGuide[],
  role: Role | undefined,
  lang: AnswerLang,
): string | undefined {
  const kept: { text: string; label: string }[] = [];
  for (const step of guides.flatMap((guide) => guide.steps)) {
    if (role && !step.roles.includes(role)) continue;
    const text = step[lang];
    if (kept.some((other) => other.text === text || isSameStep(other.text, text))) continue;
    kept.push({ text, label: role ? '' : readStepLabel(step, lang) });
  }
  if (kept.length === 0) return undefined;
  const labels = [...new Set(kept.map((step) => step.label))].sort(
    (a, b) => Number(a !== '') - Number(b !== ''),
  );
  // A label is a paragraph of its own: a blank line before it, or it would join the heading or
  // continue the previous list's last item.
  const groups = labels.map((label) => {
    const items = kept
      .filter((step) => step.label === label)
      .map((step, index) => `${index + 1}. ${step.text}`);
    return [...(label ? ['', `_${label}_`] : []), ...items].join('\n');
  });
  return [GUIDE_PHRASES[lang].whatYouCanDo, ...groups].join('\n');
}
