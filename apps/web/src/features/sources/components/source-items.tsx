import { useTranslation } from 'react-i18next';
import type { CaselawSource, FormSource, InfoSource } from '@lexlogis/contracts';
import { SourceExcerpt } from './source-excerpt';
import { SourceLink } from './source-link';

type OnOpen = () => void;

export function DocumentSourceItem({ source, onOpen }: { source: InfoSource; onOpen: OnOpen }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-semibold text-slate-900">{source.title || source.pageTitle}</p>
      {source.pageSource && <p className="text-xs text-slate-600">{source.pageSource}</p>}
      <SourceExcerpt text={source.content} lang={source.lang} />
      {source.url && (
        <SourceLink href={source.url} onOpen={onOpen}>
          {t('chat.sources.open')}
        </SourceLink>
      )}
    </div>
  );
}

const OUTCOME_KEYS = {
  granted: 'chat.sources.decision.granted',
  partly_granted: 'chat.sources.decision.partlyGranted',
  dismissed: 'chat.sources.decision.dismissed',
  unknown: 'chat.sources.decision.unknown',
} as const;

export function DecisionSourceItem({ source, onOpen }: { source: CaselawSource; onOpen: OnOpen }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-semibold text-slate-900">{source.reference || source.title}</p>
      {source.nomsDesPartis && <p className="text-xs text-slate-600">{source.nomsDesPartis}</p>}
      <p className="text-xs text-slate-700">
        {[source.tribunal, source.decisionDate, t(OUTCOME_KEYS[source.outcome ?? 'unknown'])]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <SourceExcerpt text={source.content} lang={source.lang} />
      {source.url && (
        <SourceLink href={source.url} onOpen={onOpen}>
          {t('chat.sources.decision.open')}
        </SourceLink>
      )}
    </div>
  );
}

export function FormSourceItem({ source, onOpen }: { source: FormSource; onOpen: OnOpen }) {
  const { t } = useTranslation();
  const link = source.docUrl || source.url || source.pageUrl;
  const whenToUse = source.content?.split('\n')[0];
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-semibold text-slate-900">
        {source.formId && <span className="mr-2 font-mono text-accent-800">{source.formId}</span>}
        <span lang={source.lang}>{source.title}</span>
      </p>
      {whenToUse && (
        <p className="text-sm text-slate-700">
          <span className="font-medium">{t('chat.sources.form.whenToUse')}</span>{' '}
          <span lang={source.lang}>{whenToUse}</span>
        </p>
      )}
      {link && (
        <SourceLink href={link} onOpen={onOpen}>
          {t('chat.sources.form.official')}
        </SourceLink>
      )}
    </div>
  );
}
