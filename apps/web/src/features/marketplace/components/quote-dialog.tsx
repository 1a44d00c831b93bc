import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useLatestAdviceConversation, useRequestQuote } from '../api/profiles-api';

interface QuoteDialogProps {
  lawyer: { userId: string; name: string };
  /** The chat conversation to summarise; the latest one when not given. */
  adviceConversationId?: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Get a free quote": opens the direct conversation with the lawyer. The situation summary is
 * shared only when the user ticks the box (unticked by default).
 */
export function QuoteDialog({
  lawyer,
  adviceConversationId,
  open,
  onOpenChange,
}: QuoteDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const checkboxId = useId();
  const [share, setShare] = useState(false);
  const latest = useLatestAdviceConversation(open && !adviceConversationId);
  const request = useRequestQuote();
  const summarised = adviceConversationId ?? latest.data?.id ?? null;

  const submit = () => {
    request.mutate(
      {
        receiverId: lawyer.userId,
        quote: {
          shareSummary: share && summarised !== null,
          ...(share && summarised ? { adviceConversationId: summarised } : {}),
        },
      },
      {
        onSuccess: (conversation) => {
          onOpenChange(false);
          void navigate(`/marketplace/conversations?chatId=${encodeURIComponent(conversation.id)}`);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold text-slate-900">
          {t('lawyerMarketplace.quote.title', { name: lawyer.name })}
        </DialogTitle>
        <DialogDescription className="mt-2 text-sm text-slate-600">
          {t('lawyerMarketplace.quote.description')}
        </DialogDescription>
        {summarised ? (
          <div className="mt-4 flex items-start gap-2">
            <input
              id={checkboxId}
              type="checkbox"
              className="mt-1 size-4"
              checked={share}
              onChange={(event) => setShare(event.target.checked)}
            />
            <label htmlFor={checkboxId} className="text-sm text-slate-800">
              {latest.data && !adviceConversationId
                ? t('lawyerMarketplace.quote.shareNamed', { title: latest.data.title })
                : t('lawyerMarketplace.quote.share')}
            </label>
          </div>
        ) : (
          <p className="mt-4 text-sm text-slate-600">
            {t('lawyerMarketplace.quote.nothingToShare')}
          </p>
        )}
        {request.isError && (
          <Alert variant="error" className="mt-4">
            {t('lawyerMarketplace.quote.failed')}
          </Alert>
        )}
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('lawyerMarketplace.quote.cancel')}
          </Button>
          <Button variant="primary" disabled={request.isPending} onClick={submit}>
            {t('lawyerMarketplace.quote.send')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
