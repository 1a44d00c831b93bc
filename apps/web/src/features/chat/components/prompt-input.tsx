import { useId, useState, type KeyboardEvent } from 'react';
import { ArrowUp, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QUESTION_MAX_LENGTH, truncateText } from '@lexlogis/contracts/helpers';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface PromptInputProps {
  /** Until the questionnaire is submitted or the conversation has advices (spec 01 §5). */
  disabled: boolean;
  /** A request is pending or an answer is coming: sending waits, Stop is offered. */
  isLoading: boolean;
  canStop: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
}

/**
 * The prompt box (spec 01 §5): at most 1000 characters (longer input is cut), an n/1000 counter
 * that turns red at the limit, Enter sends and Shift+Enter adds a line. Only trimmed, non-empty
 * text is sent, and never while the chat is loading.
 */
export function PromptInput({ disabled, isLoading, canStop, onSend, onStop }: PromptInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const counterId = useId();
  const length = Array.from(text).length;
  const atLimit = length >= QUESTION_MAX_LENGTH;
  const canSend = !disabled && !isLoading && text.trim().length > 0;

  function send() {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  return (
    <form
      className="rounded-2xl border border-slate-300 bg-white p-2 shadow-sm focus-within:border-accent-600"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={`${counterId}-input`} className="sr-only">
        {t('chat.prompt.label')}
      </label>
      <textarea
        id={`${counterId}-input`}
        value={text}
        disabled={disabled}
        rows={2}
        aria-describedby={counterId}
        placeholder={disabled ? t('chat.prompt.disabledPlaceholder') : t('chat.prompt.placeholder')}
        onChange={(event) => setText(truncateText(event.target.value, QUESTION_MAX_LENGTH))}
        onKeyDown={onKeyDown}
        className="block max-h-48 min-h-12 w-full resize-none bg-transparent px-2 py-1.5 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none disabled:cursor-not-allowed"
      />
      <div className="flex items-center justify-between gap-2 px-2">
        <span
          id={counterId}
          data-testid="prompt-counter"
          className={cn(
            'text-xs tabular-nums',
            atLimit ? 'font-semibold text-red-700' : 'text-slate-600',
          )}
        >
          {t('chat.prompt.counter', { length, max: QUESTION_MAX_LENGTH })}
        </span>
        {canStop ? (
          <Button
            type="button"
            size="icon"
            variant="secondary"
            onClick={onStop}
            aria-label={t('chat.prompt.stop')}
          >
            <Square className="size-4" aria-hidden="true" />
          </Button>
        ) : (
          <Button type="submit" size="icon" disabled={!canSend} aria-label={t('chat.prompt.send')}>
            <ArrowUp className="size-5" aria-hidden="true" />
          </Button>
        )}
      </div>
    </form>
  );
}
