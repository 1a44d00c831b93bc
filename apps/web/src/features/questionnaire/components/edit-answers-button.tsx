import { PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Reopens the wizard on the saved answers (spec 01 §2: editing later from the chat). */
export function EditAnswersButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" onClick={onClick}>
      <PencilLine className="size-4" aria-hidden="true" />
      {t('questionnaire.editAnswers')}
    </Button>
  );
}
