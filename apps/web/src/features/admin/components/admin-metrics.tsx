import {
  METRICS_DATE_RANGES,
  getMetricsDateRange,
  type Metrics,
  type MetricsDateRange,
} from '@lexlogis/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/input';
import { useMetrics } from '../api/admin-api';
import { SectionState, formatFigure } from './section-state';

/** recharts is large: it loads only when the metrics are shown. */
const MetricsCharts = lazy(() => import('./metrics-charts'));

function NumbersTable({ caption, rows }: { caption: string; rows: [string, string | number][] }) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-left text-sm">
      <caption className="text-left font-medium text-slate-900">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('admin.metrics.item')}</th>
          <th scope="col">{t('admin.metrics.value')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.length === 0 ? (
          <tr>
            <td className="py-1 text-slate-600" colSpan={2}>
              {t('admin.empty')}
            </td>
          </tr>
        ) : (
          rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="py-1 pr-3 font-normal text-slate-700">
                {label}
              </th>
              <td className="py-1 text-right font-medium">{value}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

function MetricsTables({ metrics }: { metrics: Metrics }) {
  const { t } = useTranslation();
  const unknown = t('admin.unknown');
  const ms = (value: number | null) => formatFigure(value, unknown, ' ms');
  const pct = (value: number | null) => formatFigure(value, unknown, ' %');
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <NumbersTable
        caption={t('admin.metrics.activity')}
        rows={[
          [t('admin.metrics.dau'), metrics.userActivity.dau],
          [t('admin.metrics.mau'), metrics.userActivity.mau],
          [
            t('admin.metrics.sessionDuration'),
            formatFigure(metrics.userActivity.averageSessionDuration, unknown, ' s'),
          ],
          [t('admin.metrics.retention1'), pct(metrics.retention.day1)],
          [t('admin.metrics.retention7'), pct(metrics.retention.day7)],
          [t('admin.metrics.retention30'), pct(metrics.retention.day30)],
        ]}
      />
      <NumbersTable
        caption={t('admin.metrics.responseTimes')}
        rows={[
          [t('admin.metrics.backendAverage'), ms(metrics.responseTimes.backend.average)],
          [t('admin.metrics.backendMedian'), ms(metrics.responseTimes.backend.median)],
          [t('admin.metrics.backendP95'), ms(metrics.responseTimes.backend.p95)],
          [t('admin.metrics.frontendAverage'), ms(metrics.responseTimes.frontend.average)],
          [t('admin.metrics.frontendMedian'), ms(metrics.responseTimes.frontend.median)],
          [t('admin.metrics.frontendP95'), ms(metrics.responseTimes.frontend.p95)],
        ]}
      />
      <NumbersTable
        caption={t('admin.metrics.feedback')}
        rows={[
          [t('admin.metrics.positive'), metrics.feedback.positive],
          [t('admin.metrics.negative'), metrics.feedback.negative],
          [t('admin.metrics.feedbackRate'), pct(metrics.feedback.feedbackRate)],
          ...metrics.feedback.topReasons.map((reason): [string, number] => [
            reason.reason,
            reason.count,
          ]),
        ]}
      />
      <NumbersTable
        caption={t('admin.metrics.conversations')}
        rows={[
          [
            t('admin.metrics.lengthAverage'),
            formatFigure(metrics.conversationLength.average, unknown),
          ],
          [
            t('admin.metrics.lengthMedian'),
            formatFigure(metrics.conversationLength.median, unknown),
          ],
          [t('admin.metrics.totalSources'), metrics.sourceClicks.totalSources],
          [t('admin.metrics.clickedSources'), metrics.sourceClicks.clickedSources],
          [t('admin.metrics.clickedPercentage'), pct(metrics.sourceClicks.clickedPercentage)],
        ]}
      />
      <NumbersTable
        caption={t('admin.metricsSources.title')}
        rows={metrics.sourceClicks.perType.map((row) => [
          t(`admin.metricsSources.types.${row.type}`),
          t('admin.metricsSources.clicks', { clicked: row.clicked, total: row.total }),
        ])}
      />
      <NumbersTable
        caption={t('admin.metrics.topics')}
        rows={metrics.topics.map((row) => [row.topic, row.count])}
      />
      <NumbersTable
        caption={t('admin.metrics.devices')}
        rows={[...metrics.deviceUsage, ...metrics.browserDistribution].map((row) => [
          row.label,
          `${row.count} (${row.percentage} %)`,
        ])}
      />
      <NumbersTable
        caption={t('admin.metrics.activeUsersOverTime')}
        rows={metrics.userActivity.legacyActivity.map((row) => [row.bucket, row.count])}
      />
      <NumbersTable
        caption={t('admin.metrics.interactions')}
        rows={metrics.interactions.map((row) => [row.eventType, row.count])}
      />
    </div>
  );
}

export function AdminMetrics() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<MetricsDateRange>('month');
  // The window is fixed when chosen, so re-renders do not refetch with a moving "now".
  const [range, setRange] = useState(() => getMetricsDateRange('month'));
  const metrics = useMetrics(range);

  return (
    <div className="space-y-6">
      <label className="block max-w-xs text-sm font-medium text-slate-800">
        {t('admin.metrics.range')}
        <Select
          className="mt-1"
          value={choice}
          onChange={(event) => {
            const next = event.target.value as MetricsDateRange;
            setChoice(next);
            setRange(getMetricsDateRange(next));
          }}
        >
          {METRICS_DATE_RANGES.map((value) => (
            <option key={value} value={value}>
              {t(`admin.metrics.ranges.${value}`)}
            </option>
          ))}
        </Select>
      </label>
      {!metrics.data ? (
        <SectionState isError={metrics.isError} onRetry={() => void metrics.refetch()} />
      ) : (
        <>
          <p className="text-sm text-slate-600" data-testid="metrics-range">
            {t('admin.metrics.window', {
              start: new Date(metrics.data.range.startDate).toLocaleString(),
              end: new Date(metrics.data.range.endDate).toLocaleString(),
              interval: t(`admin.metrics.intervals.${metrics.data.interval}`),
            })}
          </p>
          <Suspense fallback={<p className="text-sm text-slate-600">{t('common.loading')}</p>}>
            <MetricsCharts metrics={metrics.data} />
          </Suspense>
          <MetricsTables metrics={metrics.data} />
        </>
      )}
    </div>
  );
}
