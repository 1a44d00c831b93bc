import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { lawyerProfileSchema } from '@lexlogis/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { QuoteDialog } from './quote-dialog';

/**
 * The chat's experts panel links here with ?quote=<profile id>&chatId=<chat>: the quote dialog
 * opens for that lawyer, offering to summarise that chat conversation.
 */
export function QuoteFromLink({ profileId, chatId }: { profileId: string; chatId: string | null }) {
  const [, setParams] = useSearchParams();
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const profile = useQuery({
    queryKey: ['profiles', 'by-id', profileId],
    queryFn: ({ signal }) =>
      apiRequest(`/profile/${encodeURIComponent(profileId)}`, {
        schema: lawyerProfileSchema,
        signal,
      }),
  });
  const lawyer = profile.data;
  if (lawyer && !lawyer.userId) {
    // A link to a profile nobody can be reached through says why instead of doing nothing.
    return (
      <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        {t('quoteReach.unavailableNamed', { name: lawyer.name })}
      </p>
    );
  }
  if (!lawyer?.userId) return null;
  return (
    <QuoteDialog
      lawyer={{ userId: lawyer.userId, name: lawyer.name }}
      adviceConversationId={chatId}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setParams((current) => {
            const params = new URLSearchParams(current);
            params.delete('quote');
            params.delete('chatId');
            return params;
          });
        }
      }}
    />
  );
}
