import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SimilarCase } from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import { OfficialLink } from './official-link';
import { OutcomeText, UserOutcomeBadge } from './outcome-badge';

interface SimilarCaseItemProps {
  item: SimilarCase;
  onOpen: (id: string) => void;
  onDownload: (item: SimilarCase) => void;
}

/** One similar decision: reference, tribunal and date, both outcomes, excerpt, links. */
export function SimilarCaseItem({ item, onOpen, onDownload }: SimilarCaseItemProps) {
  const { t } = useTranslation();
  // News and commentary records give no title: the subject stands in, never a made-up name.
  const heading = item.title ?? item.subject;
  return (
    <article className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-900" lang="fr">
          {heading}
        </h4>
        <UserOutcomeBadge outcome={item.userOutcome} />
      </div>
      <p className="text-xs text-slate-600">
        {[item.citation, item.tribunal, item.date ?? t('caselaw.case.undated')]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <OutcomeText outcome={item.outcome} />
      {item.title && (
        <p className="text-sm text-slate-800" lang="fr">
          {item.subject}
        </p>
      )}
      <p className="line-clamp-3 text-sm text-slate-600" lang={item.lang}>
        {item.excerpt}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onOpen(item.id)}
          aria-label={t('caselaw.case.detailsOf', { title: heading })}
        >
          {t('caselaw.case.details')}
        </Button>
        <OfficialLink href={item.url} />
        <Button variant="ghost" size="sm" onClick={() => onDownload(item)}>
          <Download className="size-4" aria-hidden="true" />
          {t('caselaw.modal.download')}
        </Button>
      </div>
    </article>
  );
}
