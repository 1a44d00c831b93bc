import { useTranslation } from 'react-i18next';
import type {
  CaselawSource,
  FormSource,
  InfoSource,
  LawSource,
  ModifiedLawSource,
} from '@lexlogis/contracts';
import { SourceLink } from './source-link';

type OnOpen = () => void;

function Excerpt({ text, lang }: { text?: string; lang?: 'en' | 'fr' }) {
  if (!text?.trim()) return null;
  return (
    <p lang={lang} className="line-clamp-6 whitespace-pre-line text-sm text-slate-700">
      {text}
    </p>
  );
}

/**
 * An article: its citation, text and consolidation date, labelled an unofficial copy next to
 * the official link. In the English interface, a French-only text says so and links the
 * official English page.
 */
export function LawSourceItem({
  source,
  onOpen,
}: {
  source: LawSource | ModifiedLawSource;
  onOpen: OnOpen;
}) {
  const { t, i18n } = useTranslation();
  const frenchOnly = i18n.resolvedLanguage === 'en' && source.lang === 'fr';
  const citation =
    source.title ||
    (source.article ? t('chat.sources.law.article', { article: source.article }) : '');
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-semibold text-slate-900">{citation}</p>
      {source.pageTitle && <p className="text-xs text-slate-600">{source.pageTitle}</p>}
      {source.type === 'MODIFIED_LAW' && (
        <p className="text-xs font-medium text-amber-800">{t('chat.sources.law.amended')}</p>
      )}
      {frenchOnly && <p className="text-xs text-slate-600">{t('chat.sources.law.frenchOnly')}</p>}
      <Excerpt text={source.content} lang={source.lang} />
      <p className="text-xs text-slate-600">
        {t('chat.sources.law.unofficial')}
        {source.consolidationDate &&
          ` · ${t('chat.sources.law.consolidated', { date: source.consolidationDate })}`}
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {source.url && (
          <SourceLink href={source.url} onOpen={onOpen}>
            {t('chat.sources.law.official')}
          </SourceLink>
        )}
        {frenchOnly && source.urlEn && (
          <SourceLink href={source.urlEn} onOpen={onOpen}>
            {t('chat.sources.law.officialEnglish')}
          </SourceLink>
        )}
      </div>
    </div>
  );
}

export function DocumentSourceItem({ source, onOpen }: { source: InfoSource; onOpen: OnOpen }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-semibold text-slate-900">{source.title || source.pageTitle}</p>
      {source.pageSource && <p className="text-xs text-slate-600">{source.pageSource}</p>}
      <Excerpt text={source.content} lang={source.lang} />
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
      <Excerpt text={source.content} lang={source.lang} />
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
