import { useTranslation } from 'react-i18next';
import { getCaseStatus, type CaseOutcome } from '@lexlogis/contracts';

/**
 * The case outcome (spec 01 §2), shown only when the conversation has one; the server does not
 * compute outcomes yet, so this appears only for conversations that carry real data.
 */
export function CaseOutcomePanel({ outcome }: { outcome: CaseOutcome }) {
  const { t } = useTranslation();
  const status = getCaseStatus(outcome.ratings);
  const similar = Array.isArray(outcome.similarCases)
    ? outcome.similarCases.length
    : outcome.similarCases;
  return (
    <section
      aria-labelledby="case-outcome-title"
      className="rounded-2xl border border-slate-200 bg-white px-4 py-3"
    >
      <h2 id="case-outcome-title" className="text-sm font-semibold text-slate-900">
        {t('chat.caseOutcome.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{outcome.summary}</p>
      <p className="mt-2 text-xs text-slate-600">
        {t(`chat.caseOutcome.status.${status}`)} ·{' '}
        {t('chat.caseOutcome.similar', { count: similar })}
      </p>
    </section>
  );
}
