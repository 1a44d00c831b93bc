import { BookOpen, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Shortcut } from '../components/tool-shortcuts';
import { useAiToolEntries } from './use-ai-tool-entries';

/** The home's shortcuts (every tool) and the dashboard's (straight to the forms' two ways in). */
export function useToolShortcuts() {
  const { t } = useTranslation();
  const { tools, activity, forms } = useAiToolEntries();
  const descriptions: Record<string, string> = {
    '/ai-tools/legal-forms': t('legalForms.hub.describe.legalForms'),
    '/ai-tools/formal-notice': t('legalForms.hub.describe.formalNotice'),
    '/ai-tools/caselaw': t('legalForms.hub.describe.caseLaw'),
    '/ai-tools/my-documents': t('legalForms.hub.describe.myDocuments'),
  };
  const describe = (entry: (typeof tools)[number]): Shortcut => ({
    ...entry,
    description: descriptions[entry.to] ?? '',
  });
  const all = [...tools, ...activity].map(describe);
  const formShortcuts: Shortcut[] = [
    {
      to: '/ai-tools/legal-forms/find-form',
      label: t('screens.findForm'),
      description: t('legalForms.hub.describe.findForm'),
      icon: Search,
      enabled: forms.findForm,
    },
    {
      to: '/ai-tools/legal-forms/library',
      label: t('screens.formLibrary'),
      description: t('legalForms.hub.describe.library'),
      icon: BookOpen,
      enabled: forms.library,
    },
  ];
  const [, formalNotice, caseLaw] = all;
  return {
    home: all,
    dashboard: [...formShortcuts, ...[formalNotice, caseLaw].filter((item) => item !== undefined)],
    forms: formShortcuts,
  };
}
