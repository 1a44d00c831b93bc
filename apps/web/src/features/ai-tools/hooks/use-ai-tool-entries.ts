import type { ComponentType, SVGProps } from 'react';
import { FilePen, FileText, FolderOpen, Gavel, LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '@/lib/feature-flags';

export interface AiToolEntry {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Off when its feature flag (or AI tools as a whole) is off: shown greyed, not clickable. */
  enabled: boolean;
}

/**
 * The AI tools of spec 01 §2 with their paths and flags, read once for the sidebar menu, the
 * home and the dashboard shortcuts, so the three can never disagree about what is available.
 */
export function useAiToolEntries() {
  const { t } = useTranslation();
  const aiTools = useFeatureFlag('AI_TOOLS');
  const legalForms = useFeatureFlag('LEGAL_FORMS');
  const formLibrary = useFeatureFlag('FORM_LIBRARY');
  const formalNotice = useFeatureFlag('FORMAL_NOTICE');
  const caseLaw = useFeatureFlag('CASE_LAW_RESEARCH');

  const dashboard: AiToolEntry = {
    to: '/ai-tools/dashboard',
    label: t('aiTools.dashboard'),
    icon: LayoutDashboard,
    enabled: aiTools,
  };
  const tools: AiToolEntry[] = [
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
  const activity: AiToolEntry[] = [
    {
      to: '/ai-tools/my-documents',
      label: t('aiTools.myDocuments'),
      icon: FolderOpen,
      enabled: aiTools,
    },
  ];
  /** The two ways into the forms: the finder, and the library (its own flag, spec 01 §6). */
  const forms = {
    findForm: aiTools && legalForms,
    library: aiTools && legalForms && formLibrary,
  };
  return { dashboard, tools, activity, forms };
}
