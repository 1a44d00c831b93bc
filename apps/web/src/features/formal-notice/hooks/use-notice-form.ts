import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createGeneratedDocumentRequestSchema,
  type CreateGeneratedDocumentRequest,
} from '@lexlogis/contracts';
import { isApiError } from '@/lib/api-error';

export type NoticeFormValues = CreateGeneratedDocumentRequest;
export type NoticeForm = UseFormReturn<NoticeFormValues>;

/** The wizard's steps and the fields each one checks before moving on. */
export const NOTICE_STEPS = ['situation', 'parties', 'details', 'preview'] as const;
export type NoticeStep = (typeof NOTICE_STEPS)[number];

export const STEP_FIELDS: Record<NoticeStep, FieldPath<NoticeFormValues>[]> = {
  situation: ['lang', 'fields.role', 'fields.situation'],
  parties: [
    'fields.sender.name',
    'fields.sender.address',
    'fields.recipient.name',
    'fields.recipient.address',
  ],
  details: ['fields.facts', 'fields.demand', 'fields.deadline'],
  preview: [],
};

/** The same schema as the server's, so both refuse the same things with the same keys. */
export function useNoticeForm(): NoticeForm {
  const { i18n } = useTranslation();
  return useForm<NoticeFormValues>({
    resolver: zodResolver(createGeneratedDocumentRequestSchema),
    // Errors clear as the user types: cleared on blur instead, the message under the last field
    // vanishes as the pointer goes down on Next, the button moves and the click is lost.
    mode: 'onChange',
    defaultValues: {
      type: 'formal-notice',
      lang: i18n.language.startsWith('fr') ? 'fr' : 'en',
      fields: {
        role: 'tenant',
        situation: 'repairs',
        sender: { name: '', address: '' },
        recipient: { name: '', address: '' },
        facts: '',
        demand: '',
        deadline: { kind: 'period', amount: 10, unit: 'days' },
      },
    },
  });
}

type ServerIssue = { path?: unknown; message?: unknown };

/** Puts the server's 400 field messages on the fields; false when the error carried none. */
export function applyServerIssues(form: NoticeForm, error: unknown): boolean {
  if (!isApiError(error) || error.statusCode !== 400) return false;
  const details = (error.data as { error?: { details?: { issues?: ServerIssue[] } } } | null)?.error
    ?.details;
  const issues = details?.issues ?? [];
  let applied = false;
  for (const issue of issues) {
    if (typeof issue.path !== 'string' || typeof issue.message !== 'string') continue;
    // A refused date is reported on the period the wizard offers.
    const path = issue.path === 'fields.deadline.date' ? 'fields.deadline.amount' : issue.path;
    form.setError(path as FieldPath<NoticeFormValues>, { message: issue.message });
    applied = true;
  }
  return applied;
}

/** The step that holds a field, to go back to the first one with an error. */
export function findStepOf(path: string): NoticeStep {
  return (
    NOTICE_STEPS.find((step) => STEP_FIELDS[step].some((field) => path.startsWith(field))) ??
    'situation'
  );
}
