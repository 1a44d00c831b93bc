import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getPolicyDocument } from '../content/policy-content';
import type { PolicyTab } from '../content/policy-types';
import { PolicyArticle } from './policy-article';

const TABS: readonly PolicyTab[] = ['privacy', 'terms'];

/** /policies?tab=privacy|terms: the tab follows the URL and the URL follows the tab. */
export function PoliciesPage() {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get('tab'));
  useDocumentTitle(t('common.pageTitle', { page: t('policies.title') }));

  const selectTab = (value: string) => {
    setSearchParams(
      (params) => {
        params.set('tab', parseTab(value));
        return params;
      },
      { replace: true },
    );
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">
        {t('policies.title')}
      </h1>
      <p className="mt-2 text-slate-600">{t('policies.intro')}</p>
      <Tabs value={tab} onValueChange={selectTab} className="mt-8">
        <TabsList
          aria-label={t('policies.tabsLabel')}
          className="flex w-full sm:inline-flex sm:w-auto"
        >
          <TabsTrigger value="privacy" className="flex-1 sm:flex-none">
            {t('policies.privacyTab')}
          </TabsTrigger>
          <TabsTrigger value="terms" className="flex-1 sm:flex-none">
            {t('policies.termsTab')}
          </TabsTrigger>
        </TabsList>
        {TABS.map((value) => (
          <TabsContent key={value} value={value} className="mt-8">
            <PolicyArticle
              idPrefix={value}
              document={getPolicyDocument(i18n.resolvedLanguage, value)}
            />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function parseTab(value: string | null): PolicyTab {
  return value === 'terms' ? 'terms' : 'privacy';
}
