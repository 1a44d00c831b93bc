import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_LAWYER_DEMO_FILTERS,
  formatAreaOfLaw,
  type AdminLawyerDemoFilter,
  type Language,
} from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { Select } from '@/components/ui/input';
import { useAdminLawyer, useAdminLawyers } from '../api/admin-directory-api';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { AdminUserDetailDialog } from './admin-user-detail-dialog';
import { PagedResults } from './paged-results';
import { SearchField } from './search-field';
import { SectionState } from './section-state';

export function DemoBadge() {
  const { t } = useTranslation();
  return (
    <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
      {t('admin.directory.demo')}
    </span>
  );
}

/** The lawyer directory: search, demo filter, pages; a profile opens its detail. */
export function AdminLawyers({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [demo, setDemo] = useState<AdminLawyerDemoFilter>('all');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [accountId, setAccountId] = useState<string | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const lawyers = useAdminLawyers({ search: debouncedSearch, demo, page });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <SearchField
          label={t('admin.directory.lawyerSearch')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          className="w-full"
        />
        <label className="block text-sm font-medium text-slate-800">
          {t('admin.directory.demoFilter')}
          <Select
            className="mt-1"
            value={demo}
            onChange={(event) => {
              setDemo(event.target.value as AdminLawyerDemoFilter);
              setPage(1);
            }}
          >
            {ADMIN_LAWYER_DEMO_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`admin.directory.demoFilters.${value}`)}
              </option>
            ))}
          </Select>
        </label>
      </div>
      <PagedResults
        query={lawyers}
        page={page}
        onPageChange={setPage}
        pagesLabel={t('admin.directory.lawyerPages')}
      >
        {(items) => (
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
            {items.map((lawyer) => (
              <li
                key={lawyer.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm"
              >
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {lawyer.name}
                    {lawyer.isDemo && <DemoBadge />}
                  </p>
                  <p className="break-all text-slate-600">
                    {[lawyer.account?.email, lawyer.locationFormatted].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <p className="text-slate-700">
                  {t('admin.directory.completeness', { percent: lawyer.completeness.percent })}
                </p>
                <Button size="sm" variant="outline" onClick={() => setOpenId(lawyer.id)}>
                  {t('admin.directory.openLawyer')}
                  <span className="sr-only"> — {lawyer.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
      <LawyerDetailDialog
        profileId={openId}
        onClose={() => setOpenId(null)}
        onOpenAccount={(id) => {
          setOpenId(null);
          setAccountId(id);
        }}
      />
      <AdminUserDetailDialog
        userId={accountId}
        currentUserId={currentUserId}
        onClose={() => setAccountId(null)}
      />
    </div>
  );
}

function LawyerDetailDialog({
  profileId,
  onClose,
  onOpenAccount,
}: {
  profileId: string | null;
  onClose: () => void;
  onOpenAccount: (userId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language.startsWith('fr') ? 'fr' : 'en';
  const detail = useAdminLawyer(profileId);
  const data = detail.data;
  const account = data?.account ?? null;
  return (
    <Dialog open={profileId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby={undefined} className="max-w-2xl">
        <DialogTitle className="flex flex-wrap items-center gap-2 text-lg font-semibold">
          {data ? data.profile.name : t('admin.directory.lawyerLoading')}
          {data?.profile.isDemo && <DemoBadge />}
        </DialogTitle>
        {!data ? (
          <SectionState isError={detail.isError} onRetry={() => void detail.refetch()} />
        ) : (
          <div className="mt-3 space-y-3 text-sm">
            <dl className="grid grid-cols-1 gap-y-1 sm:grid-cols-2">
              {(
                [
                  [t('admin.directory.location'), data.profile.location_formatted || '—'],
                  [
                    t('admin.directory.areas'),
                    (data.profile.areasOfLaw ?? [])
                      .map((area) => formatAreaOfLaw(area, lang))
                      .join(', ') || '—',
                  ],
                  [t('admin.directory.barreau'), data.profile.barreauNumber || '—'],
                  [
                    t('admin.directory.ratingLabel'),
                    t('admin.directory.rating', {
                      score: data.profile.rating.score.toFixed(1),
                      count: data.profile.rating.total_ratings,
                    }),
                  ],
                  [t('admin.directory.conversations'), String(data.conversationCount)],
                  [
                    t('admin.directory.completenessLabel'),
                    t('admin.directory.completeness', { percent: data.completeness.percent }),
                  ],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="flex flex-wrap gap-x-2">
                  <dt className="font-medium text-slate-700">{label}:</dt>
                  <dd className="break-words text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
            {data.profile.description && (
              <p className="whitespace-pre-wrap">{data.profile.description}</p>
            )}
            <section aria-labelledby="admin-lawyer-ratings">
              <h3 id="admin-lawyer-ratings" className="font-semibold text-slate-900">
                {t('admin.directory.ratings')}
              </h3>
              {data.ratings.length === 0 ? (
                <p className="text-slate-600">{t('admin.directory.noRatings')}</p>
              ) : (
                <ul className="mt-1 space-y-1">
                  {data.ratings.map((rating) => (
                    <li key={rating.id}>
                      {t('admin.directory.ratingItem', { score: rating.score })}
                      {rating.comment ? ` — ${rating.comment}` : ''}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {account ? (
              <Button size="sm" variant="outline" onClick={() => onOpenAccount(account.id)}>
                {t('admin.directory.openAccount', { email: account.email })}
              </Button>
            ) : (
              <p className="text-slate-600">{t('admin.directory.noAccount')}</p>
            )}
          </div>
        )}
        <Button variant="outline" className="mt-4 self-end" onClick={onClose}>
          {t('admin.close')}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
