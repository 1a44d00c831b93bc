import { useTranslation } from 'react-i18next';
import { useKnowledgeBaseStatus } from '../api/kb-status';

/** Shown only when the server says nothing is loaded: the answers will say so too. */
export function KnowledgeBaseNotice() {
  const { t } = useTranslation();
  const { data } = useKnowledgeBaseStatus();
  if (!data?.empty) return null;
  return (
    <div
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <p className="font-semibold">{t('legis.emptyKnowledgeBase.title')}</p>
      <p>{t('legis.emptyKnowledgeBase.body')}</p>
    </div>
  );
}
