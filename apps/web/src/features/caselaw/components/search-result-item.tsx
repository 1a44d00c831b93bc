import { useTranslation } from 'react-i18next';
import type { CaselawSearchHit } from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import { OfficialLink } from './official-link';
import { OutcomeText } from './outcome-badge';

/** One decision found: its reference, the matched words highlighted, the outcome as given. */
export function SearchResultItem({
  hit,
  onOpen,
}: {
  hit: CaselawSearchHit;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { decision, snippet } = hit;
  const heading = decision.title ?? decision.subject;
  return (
    <article className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="text-base font-semibold text-slate-900" lang="fr">
        <button
          type="button"
          onClick={() => onOpen(decision.id)}
          className="text-left underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
        >
          {heading}
        </button>
      </h3>
      <p className="text-xs text-slate-600">
        {[decision.citation, decision.tribunal, decision.date ?? t('caselaw.case.undated')]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <OutcomeText outcome={decision.outcome} />
      <p className="text-sm text-slate-700" lang={decision.lang}>
        {snippet.map((piece, index) =>
          piece.match ? (
            <mark key={index} className="rounded bg-amber-100 px-0.5 text-slate-900">
              {piece.text}
            </mark>
          ) : (
            <span key={index}>{piece.text}</span>
          ),
        )}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onOpen(decision.id)}
          aria-label={t('caselaw.case.detailsOf', { title: heading })}
        >
          {t('caselaw.case.details')}
        </Button>
        <OfficialLink href={decision.url} />
      </div>
    </article>
  );
}
