import { FLAGGED_RESPONSE_REVIEW_FILTERS } from '@lexlogis/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { showToast } from '@/lib/toast';
import { useFlaggedResponses, useReviewFlaggedResponse } from '../api/admin-api';
import { PagedResults } from './paged-results';

/** The review queue: question, answer, comment, reaction, and whether someone reviewed it. */
export function AdminFlaggedResponses() {
  const { t } = useTranslation();
  const [review, setReview] = useState<(typeof FLAGGED_RESPONSE_REVIEW_FILTERS)[number]>('pending');
  const [page, setPage] = useState(1);
  const list = useFlaggedResponses({ review, page });
  const mark = useReviewFlaggedResponse();

  async function setReviewed(id: string, reviewed: boolean) {
    try {
      await mark.mutateAsync({ id, reviewed });
      showToast(t(reviewed ? 'admin.flagged.markedReviewed' : 'admin.flagged.reopened'), {
        variant: 'success',
      });
    } catch {
      showToast(t('admin.actionFailed'), { variant: 'error' });
    }
  }

  return (
    <div className="space-y-4">
      <label className="block max-w-xs text-sm font-medium text-slate-800">
        {t('admin.flagged.filter')}
        <Select
          className="mt-1"
          value={review}
          onChange={(event) => {
            setReview(event.target.value as typeof review);
            setPage(1);
          }}
        >
          {FLAGGED_RESPONSE_REVIEW_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`admin.flagged.filters.${value}`)}
            </option>
          ))}
        </Select>
      </label>
      <PagedResults
        query={list}
        page={page}
        onPageChange={setPage}
        pagesLabel={t('admin.flagged.pages')}
      >
        {(items) => (
          <ul className="space-y-3">
            {items.map((item) => (
              <li key={item.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
                <article aria-label={t('admin.flagged.entry', { email: item.email })}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">
                      {t(`admin.flagged.reactions.${item.reaction}`)} · {item.email}
                    </span>
                    <time dateTime={item.timestamp} className="text-slate-600">
                      {new Date(item.timestamp).toLocaleString()}
                    </time>
                  </div>
                  <dl className="mt-2 space-y-1">
                    <dt className="text-slate-600">{t('admin.flagged.question')}</dt>
                    <dd className="whitespace-pre-wrap">{item.question || '—'}</dd>
                    <dt className="text-slate-600">{t('admin.flagged.response')}</dt>
                    <dd className="line-clamp-4 whitespace-pre-wrap">{item.response || '—'}</dd>
                    <dt className="text-slate-600">{t('admin.flagged.comments')}</dt>
                    <dd className="whitespace-pre-wrap">{item.comments || '—'}</dd>
                  </dl>
                  <div className="mt-3 flex items-center gap-3">
                    <span className="text-slate-600">
                      {item.reviewedAt ? t('admin.flagged.reviewed') : t('admin.flagged.pending')}
                    </span>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => void setReviewed(item.id, !item.reviewedAt)}
                    >
                      {item.reviewedAt
                        ? t('admin.flagged.reopen')
                        : t('admin.flagged.markReviewed')}
                    </Button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}
