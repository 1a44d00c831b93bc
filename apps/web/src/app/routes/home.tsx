import { CaseOutcomePanel } from '@/features/caselaw/components/case-outcome-panel';
import { ChatScreen } from '@/features/chat/components/chat-screen';
import { OutcomeShortcuts } from '@/features/experts/components/outcome-shortcuts';
import { RightPanel } from '@/features/experts/components/right-panel';
import { useCurrentFormAnswer } from '@/features/questionnaire/hooks/use-current-form-answer';
import { SourcesArea } from '@/features/sources/components/sources-area';
import { HomeEmptyState } from '../components/home-empty-state';

/**
 * Home: the chat. The app composes it with the questionnaire (which decides whether prompts may
 * be sent and with which form), the sources of each answer, the case outcome and the right panel.
 */
export function Component() {
  const { form, state } = useCurrentFormAnswer();
  return (
    <ChatScreen
      form={{
        formAnswerId: form?.id ?? null,
        answers: form?.answers ?? null,
        isSubmitted: state !== 'none',
      }}
      renderEmptyState={(send, isLoading) => (
        <HomeEmptyState onSelectPrompt={send} isChatLoading={isLoading} />
      )}
      renderSources={(advice) => <SourcesArea adviceId={advice.id} sources={advice.sources} />}
      sidePanel={<RightPanel />}
      renderOutcomeShortcuts={() => <OutcomeShortcuts />}
      renderCaseOutcome={(outcome, conversation) => (
        <CaseOutcomePanel outcome={outcome} conversation={conversation} />
      )}
    />
  );
}
