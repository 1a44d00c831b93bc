import { useTranslation } from 'react-i18next';
import { useAdminOverview } from '../api/admin-api';
import { SectionState, formatFigure } from './section-state';

const STAT_KEYS = [
  'totalUsers',
  'activeUsers',
  'dailyActiveUsers',
  'monthlyActiveUsers',
  'userEngagement',
  'totalQuestions',
  'totalConversations',
  'activeConversations',
  'activeSubscriptions',
  'conversionRate',
  'totalRevenue',
] as const;
const PERCENT_KEYS = new Set<string>(['userEngagement', 'conversionRate']);

export function AdminOverview() {
  const { t } = useTranslation();
  const overview = useAdminOverview();
  if (!overview.data) {
    return <SectionState isError={overview.isError} onRetry={() => void overview.refetch()} />;
  }
  const { stats, systemHealth, recentActivity } = overview.data;
  const unknown = t('admin.unknown');
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {STAT_KEYS.map((key) => (
          <div key={key} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-xs text-slate-600">{t(`admin.overview.stats.${key}`)}</dt>
            <dd className="mt-1 text-xl font-semibold text-slate-900">
              {formatFigure(stats[key], unknown, PERCENT_KEYS.has(key) ? ' %' : '')}
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="admin-health">
        <h2 id="admin-health" className="text-lg font-semibold text-slate-900">
          {t('admin.overview.health')}
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-600">{t('admin.overview.status')}</dt>
            <dd className="font-medium">{t(`admin.overview.statuses.${systemHealth.status}`)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('admin.overview.errorRate')}</dt>
            <dd className="font-medium">{formatFigure(systemHealth.errorRate, unknown, ' %')}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('admin.overview.responseTime')}</dt>
            <dd className="font-medium">
              {formatFigure(systemHealth.responseTime, unknown, ' ms')}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('admin.overview.databaseLatency')}</dt>
            <dd className="font-medium">
              {formatFigure(systemHealth.databaseLatencyMs, unknown, ' ms')}
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="admin-recent">
        <h2 id="admin-recent" className="text-lg font-semibold text-slate-900">
          {t('admin.overview.recent')}
        </h2>
        {recentActivity.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('admin.empty')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 text-sm">
            {recentActivity.map((item) => (
              <li key={item.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium">{item.type}</span>
                <span className="text-slate-600">{item.description}</span>
                <time dateTime={item.timestamp} className="text-slate-600">
                  {new Date(item.timestamp).toLocaleString()}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
