import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSessionUser } from '@/lib/session-user';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminAuditLog } from './admin-audit-log';
import { AdminFlaggedResponses } from './admin-flagged-responses';
import { AdminDirectConversations } from './admin-direct-conversations';
import { AdminFlags } from './admin-flags';
import { AdminLawyers } from './admin-lawyers';
import { AdminLegis } from './admin-legis';
import { AdminMetrics } from './admin-metrics';
import { AdminOverview } from './admin-overview';
import { AdminPayments } from './admin-payments';
import { AdminSubscriptions } from './admin-subscriptions';
import { AdminUsers } from './admin-users';

const SECTIONS = [
  'overview',
  'users',
  'auditLog',
  'flagged',
  'metrics',
  'flags',
  'lawyers',
  'directConversations',
] as const;
/** Money and the law's currency (issues 15 and 17); their labels live in admin.pay. */
const PAY_SECTIONS = ['payments', 'subscriptions', 'legis'] as const;

type Section = (typeof SECTIONS)[number] | (typeof PAY_SECTIONS)[number];

function renderPanel(section: Section, currentUserId: string): ReactNode {
  switch (section) {
    case 'overview':
      return <AdminOverview />;
    case 'users':
      return <AdminUsers currentUserId={currentUserId} />;
    case 'auditLog':
      return <AdminAuditLog />;
    case 'flagged':
      return <AdminFlaggedResponses />;
    case 'metrics':
      return <AdminMetrics />;
    case 'flags':
      return <AdminFlags />;
    case 'lawyers':
      return <AdminLawyers currentUserId={currentUserId} />;
    case 'directConversations':
      return <AdminDirectConversations />;
    case 'payments':
      return <AdminPayments />;
    case 'subscriptions':
      return <AdminSubscriptions />;
    case 'legis':
      return <AdminLegis />;
  }
}

export function AdminPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  useDocumentTitle(t('common.pageTitle', { page: t('admin.title') }));

  if (!user?.isAdmin) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-2xl font-semibold text-slate-900">{t('admin.title')}</h1>
        <Alert variant="error" className="mt-4">
          {t('admin.adminRequired')}
        </Alert>
      </section>
    );
  }

  return (
    <section aria-labelledby="admin-title" className="mx-auto w-full max-w-6xl px-4 py-6">
      <h1 id="admin-title" className="text-2xl font-semibold text-slate-900">
        {t('admin.title')}
      </h1>
      <Tabs defaultValue="overview" className="mt-4">
        <TabsList aria-label={t('admin.sectionsLabel')}>
          {SECTIONS.map((section) => (
            <TabsTrigger key={section} value={section}>
              {t(`admin.sections.${section}`)}
            </TabsTrigger>
          ))}
          {PAY_SECTIONS.map((section) => (
            <TabsTrigger key={section} value={section}>
              {t(`admin.pay.sections.${section}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {[...SECTIONS, ...PAY_SECTIONS].map((section) => (
          <TabsContent key={section} value={section} className="mt-4">
            {renderPanel(section, user.id)}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
