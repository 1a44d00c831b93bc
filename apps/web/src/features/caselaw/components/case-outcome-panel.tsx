import { useState } from 'react';
import { ChevronDown, ChevronUp, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { countKnownOutcomes, type CaseOutcome } from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { OutcomeStats } from './outcome-stats';
import { UserOutcomeBadge } from './outcome-badge';

// Dialogs load when first opened (issue 18): most visits never open them.
const CaseOutcomeModal = lazyDialog(
  () => import('./case-outcome-modal').then((module) => module.CaseOutcomeModal),
  (props) => props.open,
);
const SaveSituationDialog = lazyDialog(
  () => import('./save-situation-dialog').then((module) => module.SaveSituationDialog),
  (props) => props.open,
);

export interface OutcomeConversation {
  id: string;
  title: string;
  /** The conversation's first question: the saved situation's description and search. */
  question: string;
}

interface CaseOutcomePanelProps {
  outcome: CaseOutcome;
  conversation: OutcomeConversation;
}

const TOP_CASES = 3;

/**
 * The Case Outcome panel (spec 01 §2): compact (how many similar decisions, how many with a
 * known outcome) or expanded (statistics and the closest decisions); the modal lists them all.
 */
export function CaseOutcomePanel({ outcome, conversation }: CaseOutcomePanelProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const [saveOpen, setSaveOpen] = useState(false);
  const { stats } = outcome;
  return (
    <section
      aria-labelledby="case-outcome-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="case-outcome-title"
          className="flex items-center gap-2 text-sm font-semibold text-slate-900"
        >
          <Scale className="size-4 text-accent-800" aria-hidden="true" />
          {t('caselaw.panel.title')}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          aria-controls="case-outcome-details"
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('caselaw.panel.collapse') : t('caselaw.panel.expand')}
          {expanded ? (
            <ChevronUp className="size-4" aria-hidden="true" />
          ) : (
            <ChevronDown className="size-4" aria-hidden="true" />
          )}
        </Button>
      </div>
      <p className="text-sm text-slate-700">
        {t('caselaw.panel.similar', { count: stats.total })}.{' '}
        {t('caselaw.panel.known', { known: countKnownOutcomes(stats), total: stats.total })}.
      </p>
      {expanded && (
        <div id="case-outcome-details" className="flex flex-col gap-3">
          <OutcomeStats outcome={outcome} />
          <h3 className="text-sm font-semibold text-slate-900">{t('caselaw.panel.top')}</h3>
          <ul className="flex flex-col gap-2">
            {outcome.similarCases.slice(0, TOP_CASES).map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm text-slate-800" lang="fr">
                  {item.title ?? item.subject}
                </span>
                <UserOutcomeBadge outcome={item.userOutcome} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setModalOpen(true)}>
          {t('caselaw.panel.open')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setSaveOpen(true)}>
          {t('caselaw.panel.saveSituation')}
        </Button>
      </div>
      <CaseOutcomeModal outcome={outcome} open={modalOpen} onOpenChange={setModalOpen} />
      <SaveSituationDialog
        open={saveOpen}
        onOpenChange={setSaveOpen}
        draft={{
          title: conversation.title,
          description: conversation.question,
          search: { q: conversation.question.slice(0, 1000) },
          conversationId: conversation.id,
        }}
      />
    </section>
  );
}
