import { lazy, Suspense } from 'react';
import { ChatScreen } from '@/features/chat/components/chat-screen';
import { OutcomeShortcuts } from '@/features/experts/components/outcome-shortcuts';
import { useCurrentFormAnswer } from '@/features/questionnaire/hooks/use-current-form-answer';
import { HomeEmptyState } from '../components/home-empty-state';

// The chat paints first; the sources (Radix Tabs), the case outcome and the experts panel follow
// in their own chunks (issue 18: they are not in the first paint's JS budget).
const SourcesArea = lazy(async () => ({
  default: (await import('@/features/sources/components/sources-area')).SourcesArea,
}));
const CaseOutcomePanel = lazy(async () => ({
  default: (await import('@/features/caselaw/components/case-outcome-panel')).CaseOutcomePanel,
}));
const RightPanel = lazy(async () => ({
  default: (await import('@/features/experts/components/right-panel')).RightPanel,
}));

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
      renderSources={(advice) => (
        <Suspense fallback={null}>
          <SourcesArea adviceId={advice.id} sources={advice.sources} />
        </Suspense>
      )}
      sidePanel={
        <Suspense fallback={null}>
          <RightPanel />
        </Suspense>
      }
      renderOutcomeShortcuts={() => <OutcomeShortcuts />}
      renderCaseOutcome={(outcome, conversation) => (
        <Suspense fallback={null}>
          <CaseOutcomePanel outcome={outcome} conversation={conversation} />
        </Suspense>
      )}
    />
  );
}
