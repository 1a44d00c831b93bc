import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RATING_COMMENT_MAX_LENGTH } from '@lexlogis/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useRateLawyer } from '@/lib/direct-chat';

interface RateLawyerFormProps {
  profileId: string;
  lawyerName: string;
  myRating: number | null;
  /** Rating opens once the lawyer has answered (the server checks it too). */
  lawyerReplied: boolean;
}

/** Rate the lawyer once, 1 to 5 with an optional comment. */
export function RateLawyerForm({
  profileId,
  lawyerName,
  myRating,
  lawyerReplied,
}: RateLawyerFormProps) {
  const { t } = useTranslation();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const rate = useRateLawyer();
  if (myRating !== null) {
    return (
      <p className="text-sm text-slate-700">
        {t('lawyerMarketplace.rate.done', { score: myRating })}
      </p>
    );
  }
  if (!lawyerReplied) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (score === null) return;
    rate.mutate({ profileId, score, ...(comment.trim() ? { comment: comment.trim() } : {}) });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-900">
          {t('lawyerMarketplace.rate.title', { name: lawyerName })}
        </legend>
        <div className="flex gap-3">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="flex items-center gap-1 text-sm text-slate-800">
              <input
                type="radio"
                name="lawyer-rating"
                value={value}
                checked={score === value}
                onChange={() => setScore(value)}
              />
              {t('lawyerMarketplace.rate.stars', { count: value })}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor="rating-comment" className="text-sm font-medium text-slate-800">
        {t('lawyerMarketplace.rate.comment')}
      </label>
      <textarea
        id="rating-comment"
        value={comment}
        maxLength={RATING_COMMENT_MAX_LENGTH}
        rows={2}
        onChange={(event) => setComment(event.target.value)}
        className="rounded-md border border-slate-300 p-2 text-sm"
      />
      {rate.isError && <Alert variant="error">{t('lawyerMarketplace.rate.failed')}</Alert>}
      <Button
        type="submit"
        variant="secondary"
        className="self-start"
        disabled={score === null || rate.isPending}
      >
        {t('lawyerMarketplace.rate.submit')}
      </Button>
    </form>
  );
}
