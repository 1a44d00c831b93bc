import { useTranslation } from 'react-i18next';
import {
  MIN_KNOWN_OUTCOMES_FOR_PERCENTAGE,
  countKnownOutcomes,
  readOutcomePercentage,
  type CaseOutcome,
} from '@lexlogis/contracts';

const KNOWN = ['favourable', 'neutral', 'unfavourable'] as const;

/**
 * Each count with its total ("2 of 3 decisions with a known outcome"); a percentage only from
 * MIN_KNOWN_OUTCOMES_FOR_PERCENTAGE known outcomes on (issue 11).
 */
export function OutcomeStats({ outcome }: { outcome: CaseOutcome }) {
  const { t } = useTranslation();
  const { stats, role } = outcome;
  const known = countKnownOutcomes(stats);
  return (
    <section aria-labelledby="outcome-stats-title" className="flex flex-col gap-2">
      <h3 id="outcome-stats-title" className="text-sm font-semibold text-slate-900">
        {t('caselaw.stats.heading')}
      </h3>
      <p className="text-xs text-slate-600">
        {role
          ? t('caselaw.stats.side', { role: t(`caselaw.role.${role}`) })
          : t('caselaw.stats.noSide')}
      </p>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {KNOWN.map((key) => {
          const percent = readOutcomePercentage(stats[key], stats);
          return (
            <div key={key} className="rounded-lg border border-slate-200 px-3 py-2">
              <dt className="text-xs font-medium text-slate-600">{t(`caselaw.stats.${key}`)}</dt>
              <dd className="text-sm text-slate-900">
                {t('caselaw.stats.ofKnown', { count: stats[key], known })}
                {percent !== null && ' '}
                {percent !== null && (
                  <span className="font-semibold">({t('caselaw.stats.percent', { percent })})</span>
                )}
              </dd>
            </div>
          );
        })}
        <div className="rounded-lg border border-slate-200 px-3 py-2">
          <dt className="text-xs font-medium text-slate-600">{t('caselaw.stats.unknown')}</dt>
          <dd className="text-sm text-slate-900">
            {t('caselaw.stats.unknownOfTotal', { count: stats.unknown, total: stats.total })}
          </dd>
        </div>
      </dl>
      {known < MIN_KNOWN_OUTCOMES_FOR_PERCENTAGE && (
        <p className="text-xs text-slate-600">
          {t('caselaw.stats.noPercentage', { min: MIN_KNOWN_OUTCOMES_FOR_PERCENTAGE })}
        </p>
      )}
      <p className="text-xs text-slate-600">{t('caselaw.stats.caution')}</p>
    </section>
  );
}
