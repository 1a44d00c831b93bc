import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FormalNoticeLetter, GeneratedDocument } from '@lexlogis/contracts';
import { Alert } from '@/components/ui/alert';
import { Button, getButtonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { downloadNotice, useGenerateNotice, usePreviewNotice } from '../api/formal-notice-api';
import {
  NOTICE_STEPS,
  STEP_FIELDS,
  applyServerIssues,
  findStepOf,
  useNoticeForm,
  type NoticeFormValues,
  type NoticeStep,
} from '../hooks/use-notice-form';
import { DetailsStep } from './details-step';
import { LetterPreview } from './letter-preview';
import { PartiesStep } from './parties-step';
import { SituationStep } from './situation-step';

/** /ai-tools/formal-notice: a four-step wizard, a preview, then the PDF kept in My documents. */
export function FormalNoticePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.pageTitle', { page: t('screens.formalNotice') }));
  const form = useNoticeForm();
  const preview = usePreviewNotice();
  const generate = useGenerateNotice();
  const [step, setStep] = useState<NoticeStep>('situation');
  const [submitted, setSubmitted] = useState<{
    values: NoticeFormValues;
    letter: FormalNoticeLetter;
  } | null>(null);
  const [generated, setGenerated] = useState<GeneratedDocument | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const index = NOTICE_STEPS.indexOf(step);

  const onServerError = (error: unknown) => {
    if (applyServerIssues(form, error)) {
      const first = Object.keys(form.formState.errors).length
        ? findStepOf(firstErrorPath(form.formState.errors))
        : 'details';
      setStep(first);
      return;
    }
    const unavailable = isApiError(error) && error.statusCode === 503;
    setErrorKey(unavailable ? 'documents.notice.renderFailed' : 'documents.notice.error');
  };

  const showPreview = form.handleSubmit((values) => {
    setErrorKey(null);
    preview.mutate(values, {
      onSuccess: (letter) => {
        setSubmitted({ values, letter });
        setStep('preview');
      },
      onError: onServerError,
    });
  });

  const next = async () => {
    if (step === 'details') return showPreview();
    if (await form.trigger(STEP_FIELDS[step])) setStep(NOTICE_STEPS[index + 1] ?? step);
  };

  const generatePdf = () => {
    if (!submitted) return;
    setErrorKey(null);
    generate.mutate(submitted.values, { onSuccess: setGenerated, onError: onServerError });
  };

  const download = async (document: GeneratedDocument) => {
    try {
      await downloadNotice(document);
    } catch {
      showToast(t('documents.list.downloadError'), { variant: 'error' });
    }
  };

  return (
    <section
      aria-labelledby="formal-notice-title"
      className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:py-8"
    >
      <div className="flex flex-col gap-2">
        <h1 id="formal-notice-title" className="text-2xl font-semibold text-slate-900">
          {t('screens.formalNotice')}
        </h1>
        <p className="text-sm text-slate-600">{t('documents.notice.intro')}</p>
      </div>
      <ol className="flex flex-wrap gap-2 text-sm" aria-label={t('documents.notice.stepsLabel')}>
        {NOTICE_STEPS.map((name, position) => (
          <li
            key={name}
            aria-current={name === step ? 'step' : undefined}
            className={
              name === step
                ? 'rounded-full bg-accent-700 px-3 py-1 font-medium text-white'
                : 'rounded-full bg-slate-100 px-3 py-1 text-slate-700'
            }
          >
            {position + 1}. {t(`documents.notice.steps.${name}`)}
          </li>
        ))}
      </ol>
      <h2 className="text-lg font-semibold text-slate-900">
        {t(`documents.notice.steps.${step}`)}
      </h2>
      {errorKey && <Alert variant="error">{t(errorKey as never)}</Alert>}
      {generated ? (
        <div className="flex flex-col gap-4" role="status">
          <Alert variant="success">
            {t('documents.notice.generated', { title: generated.title })}
          </Alert>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void download(generated)}>
              {t('documents.notice.download')}
            </Button>
            <Link to="/ai-tools/my-documents" className={getButtonClasses('outline')}>
              {t('documents.notice.toMyDocuments')}
            </Link>
          </div>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => event.preventDefault()}
          className="flex flex-col gap-5"
        >
          {step === 'situation' && <SituationStep form={form} />}
          {step === 'parties' && <PartiesStep form={form} />}
          {step === 'details' && <DetailsStep form={form} />}
          {step === 'preview' && submitted && <LetterPreview letter={submitted.letter} />}
          <div className="flex flex-wrap justify-between gap-2">
            <Button
              variant="outline"
              disabled={index === 0}
              onClick={() => setStep(NOTICE_STEPS[index - 1] ?? step)}
            >
              {t('documents.notice.back')}
            </Button>
            {step === 'preview' ? (
              <Button onClick={generatePdf} disabled={generate.isPending}>
                {generate.isPending && <Spinner />}
                {t('documents.notice.generate')}
              </Button>
            ) : (
              <Button onClick={() => void next()} disabled={preview.isPending}>
                {preview.isPending && <Spinner />}
                {step === 'details' ? t('documents.notice.preview') : t('documents.notice.next')}
              </Button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}

/** "fields.recipient.name" of the first error in a nested react-hook-form error tree. */
function firstErrorPath(errors: object, prefix = ''): string {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in value && typeof value.message === 'string') return path;
    const nested = firstErrorPath(value, path);
    if (nested) return nested;
  }
  return '';
}
