import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FindFormRequest } from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFindForms } from '../api/legal-forms-api';
import { useFormLabels } from '../hooks/use-form-labels';
import { FindFormResults } from './find-form-results';
import {
  DatesStep,
  GoalStep,
  RoleStep,
  SituationStep,
  type FinderAnswers,
} from './find-form-steps';
import { FormDetailDialog } from './form-detail-dialog';

const STEPS = [RoleStep, SituationStep, GoalStep, DatesStep];
const EMPTY: FinderAnswers = {
  role: 'tenant',
  situation: '',
  receivedForm: '',
  goal: '',
  noticeReceived: '',
  leaseEnd: '',
  noticeSent: '',
};

function toRequest(answers: FinderAnswers, lang: 'en' | 'fr'): FindFormRequest {
  const dates = Object.fromEntries(
    (['noticeReceived', 'leaseEnd', 'noticeSent'] as const)
      .filter((key) => answers[key])
      .map((key) => [key, answers[key]]),
  );
  return {
    role: answers.role,
    situation: answers.situation.trim(),
    goal: answers.goal.trim(),
    ...(answers.receivedForm ? { receivedForm: answers.receivedForm } : {}),
    dates,
    lang,
  };
}

/** /ai-tools/legal-forms/find-form: four questions, then the forms ranked for the situation. */
export function FindFormPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.pageTitle', { page: t('screens.findForm') }));
  const { lang } = useFormLabels();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<FinderAnswers>(EMPTY);
  const [error, setError] = useState<string | undefined>();
  const [openForm, setOpenForm] = useState<string | null>(null);
  const find = useFindForms();
  const Step = STEPS[step] ?? RoleStep;
  const last = step === STEPS.length - 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 1 && answers.situation.trim().length < 3) {
      setError(t('legalForms.finder.situationRequired'));
      return;
    }
    setError(undefined);
    if (!last) {
      setStep(step + 1);
      return;
    }
    find.mutate(toRequest(answers, lang));
  };
  const restart = () => {
    setAnswers(EMPTY);
    setStep(0);
    find.reset();
  };

  return (
    <section
      aria-labelledby="find-form-title"
      className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:py-8"
    >
      <div className="flex flex-col gap-2">
        <h1 id="find-form-title" className="text-2xl font-semibold text-slate-900">
          {t('screens.findForm')}
        </h1>
        <p className="text-sm text-slate-600">{t('legalForms.finder.intro')}</p>
        <Link
          to="/ai-tools/legal-forms/library"
          className="text-sm font-medium text-accent-800 underline"
        >
          {t('legalForms.finder.toLibrary')}
        </Link>
      </div>
      {!find.data && (
        <form
          onSubmit={submit}
          aria-label={t('legalForms.finder.formLabel')}
          className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
          noValidate
        >
          <p className="text-xs font-medium text-slate-600">
            {t('legalForms.finder.step', { step: step + 1, total: STEPS.length })}
          </p>
          <Step
            answers={answers}
            onChange={(change) => setAnswers((previous) => ({ ...previous, ...change }))}
            error={error}
          />
          {find.isError && (
            <p role="alert" className="text-sm text-rose-800">
              {t('legalForms.finder.error')}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {step > 0 && (
              <Button type="button" variant="outline" onClick={() => setStep(step - 1)}>
                {t('legalForms.finder.back')}
              </Button>
            )}
            <Button type="submit" disabled={find.isPending}>
              {find.isPending && <Spinner className="mr-2 inline" />}
              {last ? t('legalForms.finder.submit') : t('legalForms.finder.next')}
            </Button>
          </div>
        </form>
      )}
      {find.data && (
        <section aria-labelledby="find-form-results" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="find-form-results" className="text-lg font-semibold text-slate-900">
              {t('legalForms.finder.resultsHeading')}
            </h2>
            <Button variant="outline" size="sm" onClick={restart}>
              {t('legalForms.finder.restart')}
            </Button>
          </div>
          <FindFormResults response={find.data} onOpenForm={setOpenForm} />
        </section>
      )}
      <p className="text-xs text-slate-600">{t('legalForms.hub.disclaimer')}</p>
      <FormDetailDialog formId={openForm} onOpenForm={setOpenForm} />
    </section>
  );
}
