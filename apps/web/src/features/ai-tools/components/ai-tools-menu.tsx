import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAiToolEntries, type AiToolEntry as MenuItem } from '../hooks/use-ai-tool-entries';
import { cn } from '@/lib/utils';

/** AI tools sidebar (spec 01 §2): items whose feature is off are greyed and not clickable. */
export function AiToolsMenu() {
  const { t } = useTranslation();
  const { dashboard, tools, activity } = useAiToolEntries();

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
