import { useTranslation } from 'react-i18next';
import type { CaseOutcome } from '@lexlogis/contracts';

/** The case outcome (spec 01 §2), shown only when the conversation has one. */
export function CaseOutcomePanel({ outcome }: { outcome: CaseOutcome }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="case-outcome-title"
      className="rounded-2xl border border-slate-200 bg-white px-4 py-3"
    >
      <h2 id="case-outcome-title" className="text-sm font-semibold text-slate-900">
        {t('chat.caseOutcome.title')}
      </h2>
      <p className="mt-2 text-xs text-slate-600">
        {t('chat.caseOutcome.similar', { count: outcome.similarCases.length })}
      </p>
    </section>
  );
}
