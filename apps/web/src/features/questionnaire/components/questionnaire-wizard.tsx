import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormAnswer } from '@lexlogis/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useSessionUser } from '@/lib/session-user';
import { useExcludedFeedback } from '../hooks/use-excluded-feedback';
import { useQuestionnaireActions } from '../hooks/use-questionnaire-actions';
import {
  buildSubmission,
  EMPTY_DRAFT,
  findNextStep,
  findPreviousStep,
  isStepComplete,
  LAST_STEP,
  STEPS,
  toDraft,
  type QuestionnaireDraft,
} from '../hooks/wizard-state';
import { WizardStepBody } from './wizard-step-body';

// Dialogs load when first opened (issue 18): most visits never open them.
const ExcludedSituationDialog = lazyDialog(
  () => import('./excluded-situation-dialog').then((module) => module.ExcludedSituationDialog),
  (props) => props.open,
);
const FeedbackSubmittedDialog = lazyDialog(
  () => import('./feedback-submitted-dialog').then((module) => module.FeedbackSubmittedDialog),
  (props) => props.open,
);
const SkipDialog = lazyDialog(
  () => import('./skip-dialog').then((module) => module.SkipDialog),
  (props) => props.open,
);

interface QuestionnaireWizardProps {
  /** The user's current form: the wizard starts from its answers and saves over it. */
  form: FormAnswer | null;
  /** Called once the answers are submitted or the questionnaire is skipped. */
  onDone?: () => void;
}

type OpenDialog = 'none' | 'excluded' | 'skip';

/** The intake questionnaire (spec 01 §2, §4, §5): steps 0–8, skip and excluded-situation flows. */
export function QuestionnaireWizard({ form, onDone }: QuestionnaireWizardProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<QuestionnaireDraft>(() =>
    form ? toDraft(form.answers) : EMPTY_DRAFT,
  );
  const [dialog, setDialog] = useState<OpenDialog>('none');
  // Local state: leaving the form (unmounting) resets the confirmation, as spec 01 §2 asks.
  const [feedbackSent, setFeedbackSent] = useState(false);
  const stepRef = useRef<HTMLDivElement>(null);
  const lastStep = useRef(step);
  const { submit, skip } = useQuestionnaireActions(form);

  const restart = useCallback(() => {
    setDraft(EMPTY_DRAFT);
    setStep(0);
    setDialog('none');
  }, []);
  const feedback = useExcludedFeedback(() => {
    restart();
    setFeedbackSent(true);
  });
  const closeConfirmation = useCallback(() => setFeedbackSent(false), []);

  // A new step is announced by moving focus to it; the first render keeps focus where it is.
  useEffect(() => {
    if (lastStep.current !== step) stepRef.current?.focus();
    lastStep.current = step;
  }, [step]);

  const complete = isStepComplete(step, draft);
  const isLast = step === LAST_STEP;

  function goNext() {
    if (STEPS[step] === 'excludedSituation' && draft.excludedSituation !== 'none') {
      feedback.reset();
      setDialog('excluded');
      return;
    }
    setStep(findNextStep(step, draft));
  }

  function submitAnswers() {
    submit.mutate(buildSubmission(draft, user?.id ?? ''), { onSuccess: () => onDone?.() });
  }

  function sendExcludedMessage(message: string) {
    if (!message) return restart();
    feedback.mutate({ situation: draft.excludedSituation ?? 'none', message });
  }

  return (
    <section
      aria-label={t('questionnaire.regionLabel')}
      className="w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-600" aria-live="polite">
          {step > 0 && t('questionnaire.progress', { current: step, total: LAST_STEP })}
        </p>
        <Button variant="ghost" size="sm" onClick={() => setDialog('skip')}>
          {t('questionnaire.nav.skip')}
        </Button>
      </div>
      {step > 0 && (
        <div
          className="mb-5 h-1.5 w-full overflow-hidden rounded-full bg-slate-100"
          aria-hidden="true"
        >
          <div
            className="h-full rounded-full bg-accent-600 transition-[width]"
            style={{ width: `${(step / LAST_STEP) * 100}%` }}
          />
        </div>
      )}
      <div ref={stepRef} tabIndex={-1} data-step={STEPS[step]} className="focus:outline-none">
        <WizardStepBody step={step} draft={draft} onChange={setDraft} />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        {step > 0 ? (
          <Button variant="outline" onClick={() => setStep(findPreviousStep(step, draft))}>
            {t('questionnaire.nav.previous')}
          </Button>
        ) : (
          <span aria-hidden="true" />
        )}
        {isLast ? (
          <Button onClick={submitAnswers} disabled={submit.isPending}>
            {submit.isPending && <Spinner />}
            {submit.isPending ? t('questionnaire.nav.submitting') : t('questionnaire.nav.submit')}
          </Button>
        ) : (
          <Button onClick={goNext} disabled={!complete} aria-describedby="wizard-next-hint">
            {step > 0
              ? t('questionnaire.nav.next')
              : form
                ? t('questionnaire.intro.edit')
                : t('questionnaire.intro.begin')}
          </Button>
        )}
      </div>
      {!complete && (
        <p id="wizard-next-hint" className="mt-2 text-sm text-slate-600 sm:text-right">
          {t('questionnaire.nav.incomplete')}
        </p>
      )}
      {dialog === 'excluded' && (
        <ExcludedSituationDialog
          open
          isSending={feedback.isPending}
          hasError={feedback.isError}
          onCancel={() => setDialog('none')}
          onSubmit={sendExcludedMessage}
        />
      )}
      <SkipDialog
        open={dialog === 'skip'}
        isComplete={form !== null && !form.skipped}
        isSkipping={skip.isPending}
        onClose={() => setDialog('none')}
        onRefill={restart}
        onSkip={() =>
          skip.mutate(undefined, {
            onSuccess: () => {
              setDialog('none');
              onDone?.();
            },
          })
        }
      />
      <FeedbackSubmittedDialog open={feedbackSent} onClose={closeConfirmation} />
    </section>
  );
}
