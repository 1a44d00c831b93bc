import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { ChatWelcome } from '@/features/chat/components/chat-welcome';
import { PredefinedPrompts } from '@/features/chat/components/predefined-prompts';
import { EditAnswersButton } from '@/features/questionnaire/components/edit-answers-button';
import { QuestionnaireBanner } from '@/features/questionnaire/components/questionnaire-banner';
import { useCurrentFormAnswer } from '@/features/questionnaire/hooks/use-current-form-answer';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useSessionUser } from '@/lib/session-user';

// Only a user without a submitted questionnaire sees the wizard: its steps and its validation
// (zod) load apart from the chat (issue 18), behind the same loading line as the form answer.
const QuestionnaireWizard = lazyWithPreload(
  async () =>
    (await import('@/features/questionnaire/components/questionnaire-wizard')).QuestionnaireWizard,
);

/**
 * The empty chat (spec 01 §2 "Chat screen"): the welcome, then the questionnaire while it is not
 * submitted (or while the user edits it), else the banner, the predefined prompts and the way
 * back into the questionnaire. A prompt sends its label to the chat.
 */
export function HomeEmptyState({
  onSelectPrompt,
  isChatLoading,
}: {
  onSelectPrompt: (prompt: string) => void;
  isChatLoading: boolean;
}) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { form, state, isLoading } = useCurrentFormAnswer();
  const [isEditing, setIsEditing] = useState(false);
  const showsWizard = !isLoading && (state === 'none' || isEditing);

  // "Edit my answers" opens the wizard at once: its code loads while the prompts show.
  useEffect(() => {
    if (!isLoading && !showsWizard) QuestionnaireWizard.preload().catch(() => undefined);
  }, [isLoading, showsWizard]);

  const loading = (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
      <Spinner />
      {t('questionnaire.loading')}
    </p>
  );
  let content;
  if (isLoading) {
    content = loading;
  } else if (showsWizard) {
    content = (
      <Suspense fallback={loading}>
        <QuestionnaireWizard
          // A new form (or a new edit) starts the wizard over from its answers.
          key={`${form?.id ?? 'new'}-${String(isEditing)}`}
          form={form}
          onDone={() => setIsEditing(false)}
        />
      </Suspense>
    );
  } else {
    content = (
      <>
        {user && <QuestionnaireBanner userId={user.id} />}
        <PredefinedPrompts onSelect={onSelectPrompt} disabled={isChatLoading} />
        <div className="flex w-full max-w-2xl justify-start">
          <EditAnswersButton onClick={() => setIsEditing(true)} />
        </div>
      </>
    );
  }

  return (
    <>
      <ChatWelcome />
      {content}
    </>
  );
}
