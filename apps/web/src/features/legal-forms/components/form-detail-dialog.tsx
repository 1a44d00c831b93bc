import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useLegalForm } from '../api/legal-forms-api';
import { useFormLabels } from '../hooks/use-form-labels';
import { FormDetail } from './form-detail';

interface Props {
  /** The form to show; null keeps the dialog closed. */
  formId: string | null;
  onOpenForm: (id: string | null) => void;
}

/** GET /forms/{id} in a dialog; the open form is kept in the URL by the page. */
export function FormDetailDialog({ formId, onOpenForm }: Props) {
  const { t } = useTranslation();
  const { lang } = useFormLabels();
  const query = useLegalForm(formId, lang);
  const form = query.data;
  return (
    <Dialog open={formId !== null} onOpenChange={(open) => !open && onOpenForm(null)}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogTitle className="pr-8 text-lg font-semibold text-slate-900">
          {form ? `${form.id} — ${form.name}` : t('legalForms.detail.loading')}
        </DialogTitle>
        <DialogDescription className="sr-only">
          {t('legalForms.detail.description')}
        </DialogDescription>
        {query.isPending && formId !== null && (
          <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-600">
            <Spinner /> {t('legalForms.detail.loading')}
          </p>
        )}
        {query.isError && (
          <p role="alert" className="mt-4 text-sm text-rose-800">
            {t('legalForms.detail.error')}
          </p>
        )}
        {form && <FormDetail form={form} onOpenForm={onOpenForm} />}
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t('legalForms.detail.close')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
