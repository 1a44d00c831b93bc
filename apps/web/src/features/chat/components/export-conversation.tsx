import { useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { showToast } from '@/lib/toast';

type ExportFormat = 'pdf' | 'md';

/** Export the whole conversation, answers and sources, as PDF or Markdown (issue 12). */
export function ExportConversation(props: {
  conversationId: string;
  title: string;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [pending, setPending] = useState<ExportFormat | null>(null);
  const lang = i18n.language.startsWith('fr') ? 'fr' : 'en';

  const exportAs = async (format: ExportFormat) => {
    setPending(format);
    try {
      // Loaded on the click: the chat's first paint does not need it (issue 18, round 9).
      const { downloadApiFile } = await import('@/lib/api-download');
      await downloadApiFile(
        `/advices/${encodeURIComponent(props.conversationId)}/export?format=${format}&lang=${lang}`,
        `${props.title}.${format}`,
      );
    } catch {
      showToast(t('documents.export.error'), { variant: 'error' });
    } finally {
      setPending(null);
    }
  };

  return (
    <div
      role="group"
      aria-label={t('documents.export.label')}
      className="flex items-center justify-end gap-2"
    >
      <span className="text-xs font-medium text-slate-600">{t('documents.export.label')}</span>
      {(['pdf', 'md'] as const).map((format) => (
        <Button
          key={format}
          variant="outline"
          size="sm"
          disabled={props.disabled || pending !== null}
          onClick={() => void exportAs(format)}
          aria-label={t(`documents.export.${format}Label`)}
        >
          {pending === format ? <Spinner /> : <Download aria-hidden className="size-4" />}
          {t(`documents.export.${format}`)}
        </Button>
      ))}
    </div>
  );
}
