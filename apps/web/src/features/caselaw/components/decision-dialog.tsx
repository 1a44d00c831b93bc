import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { caselawClaimTypeSchema, type CaselawDecision } from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useDecision } from '../api/caselaw-api';
import { OfficialLink } from './official-link';
import { OutcomeText } from './outcome-badge';

interface DecisionDialogProps {
  /** The decision to show; null keeps the dialog closed. */
  decisionId: string | null;
  onClose: () => void;
}

/** One decision (GET /caselaw/{id}): its fields as published and its official link. */
export function DecisionDialog({ decisionId, onClose }: DecisionDialogProps) {
  const { t } = useTranslation();
  const query = useDecision(decisionId);
  const decision = query.data;
  return (
    <Dialog open={decisionId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogTitle className="pr-8 text-lg font-semibold text-slate-900">
          {decision ? (decision.title ?? decision.subject) : t('caselaw.decision.loading')}
        </DialogTitle>
        <DialogDescription className="sr-only">
          {t('caselaw.decision.excerptNote')}
        </DialogDescription>
        {query.isPending && decisionId !== null && (
          <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-600">
            <Spinner /> {t('caselaw.decision.loading')}
          </p>
        )}
        {query.isError && (
          <p role="alert" className="mt-4 text-sm text-rose-800">
            {t('caselaw.decision.error')}
          </p>
        )}
        {decision && <DecisionFields decision={decision} />}
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          {decision ? <OfficialLink href={decision.url} /> : <span />}
          <DialogClose asChild>
            <Button variant="outline">{t('caselaw.decision.close')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function DecisionFields({ decision }: { decision: CaselawDecision }) {
  const { t } = useTranslation();
  const claimType = decision.claimType;
  const knownClaimType = caselawClaimTypeSchema.safeParse(claimType);
  return (
    <dl className="mt-4 grid gap-3">
      <Field label={t('caselaw.decision.outcome')}>
        <OutcomeText outcome={decision.outcome} />
      </Field>
      {decision.outcomeSentence && (
        <Field label={t('caselaw.decision.outcomeSentence')}>
          <span lang={decision.lang}>{decision.outcomeSentence}</span>
        </Field>
      )}
      <Field label={t('caselaw.decision.citation')}>
        {decision.citation ?? t('caselaw.decision.noCitation')}
      </Field>
      <Field label={t('caselaw.decision.tribunal')}>
        {[decision.tribunal, decision.office].filter(Boolean).join(' — ')}
      </Field>
      <Field label={t('caselaw.decision.date')}>{decision.date ?? t('caselaw.case.undated')}</Field>
      {claimType && (
        <Field label={t('caselaw.decision.claimType')}>
          {knownClaimType.success ? t(`caselaw.claimType.${knownClaimType.data}`) : claimType}
        </Field>
      )}
      <Field label={t('caselaw.decision.applicant')}>
        {decision.applicantRole
          ? t(`caselaw.role.${decision.applicantRole}`)
          : t('caselaw.decision.applicantUnknown')}
      </Field>
      {decision.parties && (
        <Field label={t('caselaw.decision.parties')}>
          <span lang="fr">{decision.parties}</span>
        </Field>
      )}
      <Field label={t('caselaw.decision.subject')}>
        <span lang="fr">{decision.subject}</span>
      </Field>
      {decision.excerpt && (
        <Field label={t('caselaw.decision.excerpt')}>
          <span className="block max-h-64 overflow-y-auto whitespace-pre-line" lang={decision.lang}>
            {decision.excerpt}
          </span>
          <span className="mt-1 block text-xs text-slate-600">
            {t('caselaw.decision.excerptNote')}
          </span>
        </Field>
      )}
    </dl>
  );
}
