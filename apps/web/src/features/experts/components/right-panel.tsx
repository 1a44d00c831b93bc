import { useState } from 'react';
import { PanelRightClose, PanelRightOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFeatureFlag } from '@/lib/feature-flags';
import { AiToolsBanner } from './ai-tools-banner';
import { ExpertsList } from './experts-list';

/**
 * The chat's right panel on wide screens (from 1024 px): 380 px when open, nothing but its
 * toggle when closed. Each part shows only when its feature is on.
 */
export function RightPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const aiTools = useFeatureFlag('AI_TOOLS');
  const marketplace = useFeatureFlag('MARKETPLACE');
  if (!aiTools && !marketplace) return null;
  if (!open) {
    return (
      <div className="hidden border-l border-slate-200 bg-white p-2 lg:block">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('chat.panel.open')}
          aria-expanded={false}
          onClick={() => setOpen(true)}
        >
          <PanelRightOpen className="size-5" aria-hidden="true" />
        </Button>
      </div>
    );
  }
  return (
    <aside
      aria-label={t('chat.panel.label')}
      className="hidden w-[380px] shrink-0 flex-col gap-4 overflow-y-auto border-l border-slate-200 bg-slate-50 p-4 lg:flex"
    >
      <div className="flex justify-end">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('chat.panel.close')}
          aria-expanded
          onClick={() => setOpen(false)}
        >
          <PanelRightClose className="size-5" aria-hidden="true" />
        </Button>
      </div>
      {aiTools && <AiToolsBanner />}
      {marketplace && <ExpertsList />}
    </aside>
  );
}
