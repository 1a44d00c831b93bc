import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { getInitials, isUsableImageUrl } from '@/lib/utils';
import { useExperts, type Expert } from '../api/fetch-experts';

/** Legal experts best matching the open chat conversation; demo profiles say so. */
export function ExpertsList() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const chatId = params.get('chatId');
  const experts = useExperts(true, chatId);
  return (
    <section aria-labelledby="experts-title" className="flex flex-col gap-3">
      <h2 id="experts-title" className="font-semibold text-slate-900">
        {t('chat.experts.title')}
      </h2>
      {experts.isPending ? (
        <p className="text-sm text-slate-600">{t('chat.experts.loading')}</p>
      ) : experts.isError || experts.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('chat.experts.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {experts.data.map((expert) => (
            <ExpertCard key={expert.id} expert={expert} chatId={chatId} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ExpertCard({ expert, chatId }: { expert: Expert; chatId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reasonId = `expert-quote-reason-${expert.id}`;
  // The marketplace opens the quote dialog, offering to summarise this chat conversation.
  const quotePath = `/marketplace?${new URLSearchParams({
    quote: expert.id,
    ...(chatId ? { chatId } : {}),
  }).toString()}`;
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-3">
      <div className="flex items-center gap-3">
        {isUsableImageUrl(expert.expert_image) ? (
          <img src={expert.expert_image} alt="" className="size-10 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-slate-200 text-sm font-semibold text-slate-700"
          >
            {getInitials(expert.name)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2 truncate text-sm font-semibold text-slate-900">
            {expert.name}
            {expert.isDemo && (
              <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                {t('chat.experts.demo')}
              </span>
            )}
          </p>
          <p className="truncate text-xs text-slate-600">{expert.location_formatted}</p>
        </div>
        <p className="flex items-center gap-1 text-xs text-slate-700">
          <Star className="size-3.5 fill-amber-400 text-amber-500" aria-hidden="true" />
          <span>
            {t('chat.experts.rating', {
              score: expert.rating.score.toFixed(1),
              total: expert.rating.total_ratings,
            })}
          </span>
        </p>
      </div>
      {expert.fields_of_expertise.main_fields.length > 0 && (
        <p className="text-xs text-slate-600">
          {expert.fields_of_expertise.main_fields.join(', ')}{' '}
          {expert.fields_of_expertise.total_remaining_formatted}
        </p>
      )}
      {expert.acceptsQuotes === false ? (
        // Never a button that does nothing: disabled, with the reason read out with it.
        <>
          <Button variant="outline" size="sm" disabled aria-describedby={reasonId}>
            {t('chat.experts.freeQuote')}
          </Button>
          <p id={reasonId} className="text-xs text-slate-600">
            {t('quoteReach.unavailable')}
          </p>
        </>
      ) : (
        <Button variant="outline" size="sm" onClick={() => void navigate(quotePath)}>
          {t('chat.experts.freeQuote')}
        </Button>
      )}
    </li>
  );
}
