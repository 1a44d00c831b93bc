import { useTranslation } from 'react-i18next';
import type { CaselawOutcome, UserOutcome } from '@lexlogis/contracts';
import { cn } from '@/lib/utils';

const USER_OUTCOME_CLASSES: Record<UserOutcome, string> = {
  favourable: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  unfavourable: 'border-rose-300 bg-rose-50 text-rose-900',
  neutral: 'border-amber-300 bg-amber-50 text-amber-900',
  unknown: 'border-slate-300 bg-slate-50 text-slate-700',
};

/** The outcome as the corpus gives it ("Outcome unknown" stays visible). */
export function OutcomeText({ outcome }: { outcome: CaselawOutcome }) {
  const { t } = useTranslation();
  return (
    <span className="text-sm text-slate-800">
      <span className="text-slate-600">{t('caselaw.case.outcomeLabel')}</span>{' '}
      <span className="font-medium">{t(`caselaw.outcome.${outcome}`)}</span>
    </span>
  );
}

/** How the decision ended for the user's side. */
export function UserOutcomeBadge({ outcome }: { outcome: UserOutcome }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium',
        USER_OUTCOME_CLASSES[outcome],
      )}
    >
      <span className="sr-only">{t('caselaw.case.forYou')} </span>
      {t(`caselaw.userOutcome.${outcome}`)}
    </span>
  );
}
