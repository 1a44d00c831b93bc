import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { preloadAnswerRenderer } from '@/features/chat/components/answer-content';
import { ChatScreen } from '@/features/chat/components/chat-screen';
import { OutcomeShortcuts } from '@/features/experts/components/outcome-shortcuts';
import { useCurrentFormAnswer } from '@/features/questionnaire/hooks/use-current-form-answer';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useMediaQuery } from '@/lib/use-media-query';
import { HomeEmptyState } from '../components/home-empty-state';

// The chat paints first; the sources (Radix Tabs), the case outcome and the experts panel follow
// in their own chunks (issue 18: they are not in the first paint's JS budget).
const SourcesArea = lazyWithPreload(
  async () => (await import('@/features/sources/components/sources-area')).SourcesArea,
);
const CaseOutcomePanel = lazyWithPreload(
  async () => (await import('@/features/caselaw/components/case-outcome-panel')).CaseOutcomePanel,
);
const RightPanel = lazy(async () => ({
  default: (await import('@/features/experts/components/right-panel')).RightPanel,
}));

/** The experts panel shows from 1024 px (its own `lg:` classes); narrower, it is not mounted. */
const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

/**
 * A conversation in the URL will show answers: their renderer, sources and case outcome load
 * with its data rather than after it, so the answer does not reflow once shown (issue 18).
 */
function usePreloadConversationParts(): void {
  const [params] = useSearchParams();
  const hasConversation = params.has('chatId');
  useEffect(() => {
    if (!hasConversation) return;
    // In a task of its own: the preload links it appends (~20) would otherwise lengthen the
    // start-up's one task of effects (issue 18, round 7).
    const timer = setTimeout(() => {
      void preloadAnswerRenderer();
      for (const part of [SourcesArea, CaseOutcomePanel]) part.preload().catch(() => undefined);
    });
    return () => clearTimeout(timer);
  }, [hasConversation]);
}

/**
 * Home: the chat. The app composes it with the questionnaire (which decides whether prompts may
 * be sent and with which form), the sources of each answer, the case outcome and the right panel.
 */
export function Component() {
  const { form, state } = useCurrentFormAnswer();
  const isWideScreen = useMediaQuery(WIDE_SCREEN_QUERY);
  usePreloadConversationParts();
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
        // Hidden under 1024 px anyway: not mounting it there saves its code, render and calls.
        isWideScreen ? (
          <Suspense fallback={null}>
            <RightPanel />
          </Suspense>
        ) : null
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
