import type { LegisImportReport } from '@lexlogis/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { useLegisStatus } from '../api/admin-payments-api';
import { formatDateTime } from './format-amount';
import { SectionState } from './section-state';

const IMPORT_COMMAND = 'npm run kb:import-ccq -- FILE.pdf';

function ReportList({ title, empty, items }: { title: string; empty: string; items: ReactNode[] }) {
  return (
    <section className="space-y-2">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">{items}</ul>
      )}
    </section>
  );
}

function ImportReport({ report }: { report: LegisImportReport }) {
  const { t, i18n } = useTranslation();
  const articles = (list: string[]) => list.map((article) => `art. ${article}`).join(', ');
  return (
    <div className="space-y-5">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-700">{t('admin.pay.legis.importedAt')}</dt>
        <dd>
          <time dateTime={report.importedAt}>
            {formatDateTime(report.importedAt, i18n.language)}
          </time>
        </dd>
        <dt className="font-medium text-slate-700">{t('admin.pay.legis.file')}</dt>
        <dd className="break-all">{report.file}</dd>
        <dt className="font-medium text-slate-700">{t('admin.pay.legis.articlesRead')}</dt>
        <dd>{report.articles}</dd>
        <dt className="font-medium text-slate-700">{t('admin.pay.legis.previous')}</dt>
        <dd>{report.previousConsolidation ?? t('admin.pay.legis.none')}</dd>
      </dl>
      <ReportList
        title={t('admin.pay.legis.changed', { count: report.changed.length })}
        empty={t('admin.pay.legis.noChange')}
        items={report.changed.map((change) => (
          <li key={change.article}>
            <a
              className="font-medium text-accent-800 underline"
              href={change.url}
              rel="noreferrer"
              target="_blank"
            >
              art. {change.article}
            </a>{' '}
            <span className="text-slate-600">{change.history}</span>
          </li>
        ))}
      />
      <ReportList
        title={t('admin.pay.legis.content', { count: report.content.length })}
        empty={t('admin.pay.legis.noContent')}
        items={report.content.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <span className="font-medium">{t(`admin.pay.legis.kind.${item.kind}`)}</span>{' '}
            <code className="break-all">{item.file}</code> ({articles(item.articles)})
            <ul className="list-[circle] pl-5 text-slate-600">
              {item.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </li>
        ))}
      />
      <ReportList
        title={t('admin.pay.legis.answers', { count: report.answers.length })}
        empty={t('admin.pay.legis.noAnswers')}
        items={report.answers.map((answer) => (
          <li key={answer.adviceId}>
            <code className="break-all">{answer.conversationId}</code> ({articles(answer.articles)})
          </li>
        ))}
      />
    </div>
  );
}

/** Issue 17's admin view: which consolidation of the Civil Code is loaded and what the last import changed. */
export function AdminLegis() {
  const { t } = useTranslation();
  const status = useLegisStatus();
  if (!status.data)
    return <SectionState isError={status.isError} onRetry={() => void status.refetch()} />;
  const { consolidation, articleCount, lastImport } = status.data;
  return (
    <section aria-labelledby="admin-legis-title" className="space-y-5">
      <h2 id="admin-legis-title" className="text-lg font-semibold text-slate-900">
        {t('admin.pay.legis.title')}
      </h2>
      <p className="text-sm text-slate-800">
        {consolidation
          ? t('admin.pay.legis.loaded', { date: consolidation, count: articleCount })
          : t('admin.pay.legis.notLoaded')}
      </p>
      {lastImport ? (
        <ImportReport report={lastImport} />
      ) : (
        <Alert variant="info">
          {t('admin.pay.legis.noImport')} <code className="break-all">{IMPORT_COMMAND}</code>
        </Alert>
      )}
    </section>
  );
}
