import { useTranslation } from 'react-i18next';
import type { LawChanged } from '@lexlogis/contracts';
import { SourceLink } from './source-link';

/**
 * A stored answer keeps the text it quoted; when a later consolidation changed that article,
 * this says so and links to the new official text (issue 17).
 */
export function LawChangedBanner({ change, onOpen }: { change: LawChanged; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
      <p className="font-semibold text-amber-900">{t('legis.lawChanged.title')}</p>
      <p className="text-amber-900">{t('legis.lawChanged.body', { date: change.consolidation })}</p>
      {change.url && (
        <SourceLink href={change.url} onOpen={onOpen}>
          {t('legis.lawChanged.link')}
        </SourceLink>
      )}
    </div>
  );
}
