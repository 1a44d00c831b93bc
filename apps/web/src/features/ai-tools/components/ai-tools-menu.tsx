import type { ComponentType, SVGProps } from 'react';
import { FilePen, FileText, FolderOpen, Gavel, LayoutDashboard } from 'lucide-react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '@/lib/feature-flags';
import { cn } from '@/lib/utils';

interface MenuItem {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  enabled: boolean;
}

/** AI tools sidebar (spec 01 §2): items whose feature is off are greyed and not clickable. */
export function AiToolsMenu() {
  const { t } = useTranslation();
  const aiTools = useFeatureFlag('AI_TOOLS');
  const legalForms = useFeatureFlag('LEGAL_FORMS');
  const formalNotice = useFeatureFlag('FORMAL_NOTICE');
  const caseLaw = useFeatureFlag('CASE_LAW_RESEARCH');

  const dashboard: MenuItem = {
    to: '/ai-tools/dashboard',
    label: t('aiTools.dashboard'),
    icon: LayoutDashboard,
    enabled: aiTools,
  };
  const tools: MenuItem[] = [
    {
      to: '/ai-tools/legal-forms',
      label: t('aiTools.legalForms'),
      icon: FileText,
      enabled: aiTools && legalForms,
    },
    {
      to: '/ai-tools/formal-notice',
      label: t('aiTools.formalNotice'),
      icon: FilePen,
      enabled: aiTools && formalNotice,
    },
    {
      to: '/ai-tools/caselaw',
      label: t('aiTools.caseLaw'),
      icon: Gavel,
      enabled: aiTools && caseLaw,
    },
  ];
  const activity: MenuItem[] = [
    {
      to: '/ai-tools/my-documents',
      label: t('aiTools.myDocuments'),
      icon: FolderOpen,
      enabled: aiTools,
    },
  ];

  return (
    <nav aria-label={t('aiTools.menuLabel')} className="flex flex-col gap-5">
      <ul>
        <MenuEntry item={dashboard} />
      </ul>
      <MenuGroup id="ai-tools-group-tools" title={t('aiTools.toolsGroup')} items={tools} />
      <MenuGroup id="ai-tools-group-activity" title={t('aiTools.activityGroup')} items={activity} />
    </nav>
  );
}

function MenuGroup({ id, title, items }: { id: string; title: string; items: MenuItem[] }) {
  return (
    <div>
      <h2
        id={id}
        className="px-3 pb-2 text-xs font-semibold uppercase tracking-wider text-slate-500"
      >
        {title}
      </h2>
      <ul aria-labelledby={id} className="flex flex-col gap-0.5">
        {items.map((item) => (
          <MenuEntry key={item.to} item={item} />
        ))}
      </ul>
    </div>
  );
}

const ENTRY_CLASSES = 'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium';

function MenuEntry({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  const Icon = item.icon;
  if (!item.enabled) {
    return (
      <li>
        <span
          role="link"
          aria-disabled="true"
          className={cn(ENTRY_CLASSES, 'cursor-not-allowed text-slate-400')}
        >
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          {item.label}
          <span className="sr-only"> {t('aiTools.itemUnavailable')}</span>
        </span>
      </li>
    );
  }
  return (
    <li>
      <NavLink
        to={item.to}
        className={({ isActive }) =>
          cn(
            ENTRY_CLASSES,
            isActive
              ? 'bg-accent-50 text-accent-800'
              : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
          )
        }
      >
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {item.label}
      </NavLink>
    </li>
  );
}
