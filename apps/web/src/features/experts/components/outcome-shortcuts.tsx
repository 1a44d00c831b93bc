import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getButtonClasses } from '@/components/ui/button';
import { useFeatureFlag } from '@/lib/feature-flags';
import { useSessionUser } from '@/lib/session-user';

/** Small screens, once a case outcome exists: shortcuts to AI tools and to the experts. */
export function OutcomeShortcuts() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const aiTools = useFeatureFlag('AI_TOOLS');
  const marketplace = useFeatureFlag('MARKETPLACE');
  if (!user || (!aiTools && !marketplace)) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {aiTools && (
        <Link to="/ai-tools" className={getButtonClasses('outline', 'sm')}>
          {t('chat.panel.aiToolsLink')}
        </Link>
      )}
      {marketplace && (
        <Link to="/marketplace" className={getButtonClasses('outline', 'sm')}>
          {t('chat.experts.title')}
        </Link>
      )}
    </div>
  );
}
