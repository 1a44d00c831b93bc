import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SOURCES_SHOWN_BEFORE_MORE,
  dedupeSources,
  getSourceTab,
  type KnownFeatureFlagName,
  type Source,
  type SourceTab,
} from '@lexlogis/contracts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useFeatureFlag } from '@/lib/feature-flags';
import { trackSourceOpen } from '@/lib/tracking-events';
import { registerSourceClick } from '../api/register-source-click';
import { LawSourceItem } from './law-source-item';
import { DecisionSourceItem, DocumentSourceItem, FormSourceItem } from './source-items';

/** Each tab and the flag that turns it on (spec 01 §6). */
export const SOURCE_TAB_FLAGS: Record<SourceTab, KnownFeatureFlagName> = {
  laws: 'CHAT_SOURCES_LAWS',
  documents: 'CHAT_SOURCES_DOCUMENTS',
  decisions: 'CHAT_SOURCES_CASE_LAW',
  forms: 'CHAT_SOURCES_LEGAL_FORMS',
};

function useAvailableTabs(): SourceTab[] {
  const laws = useFeatureFlag(SOURCE_TAB_FLAGS.laws);
  const documents = useFeatureFlag(SOURCE_TAB_FLAGS.documents);
  const decisions = useFeatureFlag(SOURCE_TAB_FLAGS.decisions);
  const forms = useFeatureFlag(SOURCE_TAB_FLAGS.forms);
  const enabled: Record<SourceTab, boolean> = { laws, documents, decisions, forms };
  const shown = (Object.keys(enabled) as SourceTab[]).filter((tab) => enabled[tab]).join(' ');
  // The flags usually arrive after the answer is on screen, as a query (an external store):
  // every answer's tabs would then render in one synchronous task (issue 18, round 8). Deferred,
  // that render is a transition React slices; tabs already known at mount show at once.
  const deferred = useDeferredValue(shown);
  return deferred ? (deferred.split(' ') as SourceTab[]) : [];
}

/**
 * The sources of one answer (spec 01 §2 "Sources area"): a tab per enabled kind, the first
 * selected; three items, then show more / show less; an empty state per tab.
 */
export function SourcesArea({ adviceId, sources }: { adviceId: string; sources: Source[] }) {
  const { t } = useTranslation();
  const tabs = useAvailableTabs();
  const [chosen, setChosen] = useState<SourceTab | null>(null);
  if (tabs.length === 0) return null;
  const selected = chosen && tabs.includes(chosen) ? chosen : tabs[0]!;
  const unique = dedupeSources(sources);
  // The answer's counter (server) and the analytics event with the source's type (metrics).
  const onOpen = (source: Source) => {
    registerSourceClick(adviceId);
    trackSourceOpen(source);
  };

  return (
    <section aria-label={t('chat.sources.label')} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-900">{t('chat.sources.title')}</h3>
      <Tabs value={selected} onValueChange={(value) => setChosen(value as SourceTab)}>
        <TabsList aria-label={t('chat.sources.label')}>
          {tabs.map((tab) => (
            <TabsTrigger key={tab} value={tab} className="px-3 py-1.5">
              {t(`chat.sources.tabs.${tab}`)}
              <span className="ml-1 text-xs text-slate-600">
                ({unique.filter((source) => getSourceTab(source.type) === tab).length})
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab} value={tab} className="mt-3">
            <SourceTabList
              tab={tab}
              sources={unique.filter((source) => getSourceTab(source.type) === tab)}
              onOpen={onOpen}
            />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

function SourceTabList({
  tab,
  sources,
  onOpen,
}: {
  tab: SourceTab;
  sources: Source[];
  onOpen: (source: Source) => void;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  if (sources.length === 0) {
    return <p className="text-sm text-slate-600">{t(`chat.sources.empty.${tab}`)}</p>;
  }
  const shown = expanded ? sources : sources.slice(0, SOURCES_SHOWN_BEFORE_MORE);
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-3">
        {shown.map((source, index) => (
          <li
            key={source.id ?? `${source.type}-${index}`}
            className="rounded-xl border border-slate-200 bg-slate-50 px-3 py-2.5"
          >
            <SourceEntry source={source} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {sources.length > SOURCES_SHOWN_BEFORE_MORE && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          className="self-start rounded-md px-2 py-1 text-sm font-medium text-accent-800 hover:bg-accent-50"
        >
          {expanded
            ? t('chat.sources.showLess')
            : t('chat.sources.showMore', { n: sources.length - SOURCES_SHOWN_BEFORE_MORE })}
        </button>
      )}
    </div>
  );
}

function SourceEntry({
  source,
  onOpen: onOpenSource,
}: {
  source: Source;
  onOpen: (source: Source) => void;
}) {
  const onOpen = () => onOpenSource(source);
  switch (source.type) {
    case 'LAW':
    case 'MODIFIED_LAW':
      return <LawSourceItem source={source} onOpen={onOpen} />;
    case 'INFO':
      return <DocumentSourceItem source={source} onOpen={onOpen} />;
    case 'CASELAW':
      return <DecisionSourceItem source={source} onOpen={onOpen} />;
    case 'FORM':
      return <FormSourceItem source={source} onOpen={onOpen} />;
  }
}
