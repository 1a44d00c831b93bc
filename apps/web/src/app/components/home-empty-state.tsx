import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { ChatWelcome } from '@/features/chat/components/chat-welcome';
import { PredefinedPrompts } from '@/features/chat/components/predefined-prompts';
import { EditAnswersButton } from '@/features/questionnaire/components/edit-answers-button';
import { QuestionnaireBanner } from '@/features/questionnaire/components/questionnaire-banner';
import { QuestionnaireWizard } from '@/features/questionnaire/components/questionnaire-wizard';
import { useCurrentFormAnswer } from '@/features/questionnaire/hooks/use-current-form-answer';
import { useSessionUser } from '@/lib/session-user';

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

  let content;
  if (isLoading) {
    content = (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner />
        {t('questionnaire.loading')}
      </p>
    );
  } else if (state === 'none' || isEditing) {
    content = (
      <QuestionnaireWizard
        // A new form (or a new edit) starts the wizard over from its answers.
        key={`${form?.id ?? 'new'}-${String(isEditing)}`}
        form={form}
        onDone={() => setIsEditing(false)}
      />
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
