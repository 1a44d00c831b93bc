import { useState } from 'react';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LawyerProfile } from '@lexlogis/contracts';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useSessionUser } from '@/lib/session-user';
import { formatLanguageName } from './format-language';
import { QuoteDialog } from './quote-dialog';

/** One lawyer in the marketplace: who, where, areas, languages, rating and "Get a free quote". */
export function LawyerCard({ profile }: { profile: LawyerProfile }) {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const [quoteOpen, setQuoteOpen] = useState(false);
  const lang = i18n.language === 'fr' ? 'fr' : 'en';
  const canQuote = Boolean(profile.userId) && profile.userId !== user?.id;
  const titleId = `lawyer-${profile.id}`;
  const reasonId = `lawyer-quote-reason-${profile.id}`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div className="flex items-start gap-3">
        <Avatar name={profile.name} picture={profile.expert_image ?? null} />
        <div className="min-w-0 flex-1">
          <h3
            id={titleId}
            className="flex flex-wrap items-center gap-2 font-semibold text-slate-900"
          >
            {profile.name}
            {profile.isDemo && (
              <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                {t('lawyerMarketplace.demo')}
              </span>
            )}
          </h3>
          <p className="text-sm text-slate-600">{profile.location_formatted}</p>
        </div>
        <p className="flex items-center gap-1 text-sm text-slate-700">
          <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
          {profile.rating.total_ratings > 0
            ? t('lawyerMarketplace.rating', {
                score: profile.rating.score.toFixed(1),
                count: profile.rating.total_ratings,
              })
            : t('lawyerMarketplace.noRating')}
        </p>
      </div>
      {profile.description && <p className="text-sm text-slate-700">{profile.description}</p>}
      {profile.fields_of_expertise.main_fields.length > 0 && (
        <p className="text-sm text-slate-700">
          <span className="font-medium">{t('lawyerMarketplace.areas')}: </span>
          {profile.fields_of_expertise.main_fields.join(', ')}{' '}
          {profile.fields_of_expertise.total_remaining_formatted}
        </p>
      )}
      {(profile.languages ?? []).length > 0 && (
        <p className="text-sm text-slate-700">
          <span className="font-medium">{t('lawyerMarketplace.languages')}: </span>
          {(profile.languages ?? []).map((code) => formatLanguageName(code, lang)).join(', ')}
        </p>
      )}
      {profile.barreauNumber && (
        <p className="text-xs text-slate-600">
          {t('lawyerMarketplace.barreau', { number: profile.barreauNumber })}
        </p>
      )}
      {canQuote ? (
        <Button
          variant="primary"
          size="sm"
          className="self-start"
          onClick={() => setQuoteOpen(true)}
        >
          {t('lawyerMarketplace.freeQuote')}
          <span className="sr-only"> — {profile.name}</span>
        </Button>
      ) : (
        !profile.userId && (
          // Never a button that does nothing: disabled, with the reason read out with it.
          <>
            <Button
              variant="primary"
              size="sm"
              className="self-start"
              disabled
              aria-describedby={reasonId}
            >
              {t('lawyerMarketplace.freeQuote')}
              <span className="sr-only"> — {profile.name}</span>
            </Button>
            <p id={reasonId} className="text-xs text-slate-600">
              {t('quoteReach.unavailable')}
            </p>
          </>
        )
      )}
      {canQuote && quoteOpen && (
        <QuoteDialog
          lawyer={{ userId: profile.userId!, name: profile.name }}
          open={quoteOpen}
          onOpenChange={setQuoteOpen}
        />
      )}
    </li>
  );
}
