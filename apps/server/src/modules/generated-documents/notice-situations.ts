import type { FormalNoticeSituation, Language } from '@lexlogis/contracts';
import type { LoadedGuide } from '../../kb/content/load-content';

/**
 * Where each formal-notice situation takes its law from: a situation guide, the grounded
 * statement of that guide the demand rests on, and the Tribunal form the guide names for the
 * next step. The letter never states law of its own: the statement is the guide's reviewed,
 * corpus-checked text, so the articles it cites are the guide's.
 */
type NoticeSource = {
  guideId: string;
  /** The guide's direct answer, or the condition grounded in this article. */
  basis: 'answer' | { conditionArticle: string };
  form: string;
};

const NOTICE_SOURCES: Record<FormalNoticeSituation, NoticeSource> = {
  repairs: { guideId: 'repairs', basis: 'answer', form: 'TAL-001A' },
  'unpaid-rent': { guideId: 'unpaid-rent', basis: 'answer', form: 'TAL-065A' },
  'deposit-refused': { guideId: 'deposits-postdated-cheques', basis: 'answer', form: 'TAL-001A' },
  harassment: { guideId: 'peaceful-enjoyment-harassment', basis: 'answer', form: 'TAL-001A' },
  disturbance: {
    guideId: 'peaceful-enjoyment-harassment',
    basis: { conditionArticle: '1861' },
    form: 'TAL-001A',
  },
};

export const SITUATION_LABELS: Record<Language, Record<FormalNoticeSituation, string>> = {
  en: {
    repairs: 'Repairs',
    'unpaid-rent': 'Unpaid rent',
    'deposit-refused': 'Return of a deposit',
    harassment: 'Harassment',
    disturbance: 'Disturbance by another tenant',
  },
  fr: {
    repairs: 'Réparations',
    'unpaid-rent': 'Loyer impayé',
    'deposit-refused': 'Remboursement d’un dépôt',
    harassment: 'Harcèlement',
    disturbance: 'Trouble causé par un autre locataire',
  },
};

export type NoticeLaw = {
  guideId: string;
  statement: { en: string; fr: string; articles: string[] };
  form: { form: string; when: { en: string; fr: string } };
};

/** The law of every situation, resolved once: a guide edit that removes one fails at startup. */
export function resolveNoticeLaw(
  guides: readonly LoadedGuide[],
): Record<FormalNoticeSituation, NoticeLaw> {
  const resolve = (situation: FormalNoticeSituation): NoticeLaw => {
    const source = NOTICE_SOURCES[situation];
    const guide = guides.find((candidate) => candidate.id === source.guideId);
    if (!guide) throw new Error(`formal notice "${situation}": no guide "${source.guideId}"`);
    const basis = source.basis;
    const statement =
      basis === 'answer'
        ? guide.answer
        : guide.conditions.find((condition) => condition.articles.includes(basis.conditionArticle));
    const form = guide.forms.find((entry) => entry.form === source.form);
    if (!statement || !form) {
      throw new Error(`formal notice "${situation}": guide "${guide.id}" lacks its basis or form`);
    }
    return { guideId: guide.id, statement, form };
  };
  return {
    repairs: resolve('repairs'),
    'unpaid-rent': resolve('unpaid-rent'),
    'deposit-refused': resolve('deposit-refused'),
    harassment: resolve('harassment'),
    disturbance: resolve('disturbance'),
  };
}
