import type { Metrics } from '@lexlogis/contracts';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/**
 * The charts of the metrics screen. They are decoration for sighted users: the same numbers are
 * in the tables below, so the charts are hidden from screen readers.
 */
export default function MetricsCharts({ metrics }: { metrics: Metrics }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 md:grid-cols-2" aria-hidden="true" inert>
      <figure>
        <figcaption className="text-sm font-medium text-slate-900">
          {t('admin.metrics.activeUsersOverTime')}
        </figcaption>
        <div className="h-56">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={metrics.userActivity.legacyActivity} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="bucket" fontSize={11} />
              <YAxis allowDecimals={false} fontSize={11} />
              <Tooltip />
              <Line
                type="monotone"
                dataKey="count"
                stroke="#0f766e"
                dot={false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure>
        <figcaption className="text-sm font-medium text-slate-900">
          {t('admin.metrics.hourly')}
        </figcaption>
        <div className="h-56">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={metrics.timeDistribution.hourly} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="bucket" fontSize={11} />
              <YAxis allowDecimals={false} fontSize={11} />
              <Tooltip />
              <Bar dataKey="count" fill="#0f766e" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
