import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { useTranslation } from 'react-i18next';
import {
  ADVICE_FALLBACK_ERROR_TEXT,
  isAnswerTextEmpty,
  isOutOfScopeAnswer,
  type AdviceItem,
} from '@lexlogis/contracts';

/**
 * Links in an answer open the official page in a new tab; nothing else is allowed to run.
 * Images are never loaded: a model (or a quoted page) could point one at any host and learn
 * who read the answer. Their alt text is shown instead, as a link when the address is safe.
 */
const MARKDOWN_COMPONENTS: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
  img: ({ src, alt }) => {
    const label = alt?.trim() || (typeof src === 'string' ? src : '');
    if (typeof src !== 'string' || !src) return <span>{label}</span>;
    return (
      <a href={src} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  },
};

/** Only http(s) and mailto links survive; anything else (javascript:, data:) is dropped. */
function keepSafeUrl(url: string): string {
  return /^(https?:|mailto:|#|\/)/i.test(url.trim()) ? url : '';
}

/**
 * The answer text (spec 01 §5): Markdown without raw HTML (react-markdown escapes HTML unless
 * rehype-raw is added, which it never is); 'Sorry, your question…' answers as plain text;
 * failures and empty answers as their own messages.
 */
export function AnswerContent({ advice }: { advice: AdviceItem }) {
  const { t } = useTranslation();
  const text = advice.advice;
  if (advice.status === 'error') {
    const shown = text === ADVICE_FALLBACK_ERROR_TEXT ? t('chat.answer.cannotProcess') : text;
    return (
      <p className="whitespace-pre-line text-red-800">{shown || t('chat.answer.cannotProcess')}</p>
    );
  }
  if (isAnswerTextEmpty(text)) {
    if (advice.status === 'aborted')
      return <p className="italic text-slate-600">{t('chat.answer.stopped')}</p>;
    return <p className="italic text-slate-600">{t('chat.answer.empty')}</p>;
  }
  if (isOutOfScopeAnswer(text)) {
    return <p className="whitespace-pre-line">{text}</p>;
  }
  return (
    <div className="markdown-answer">
      <Markdown
        remarkPlugins={[remarkGfm]}
        components={MARKDOWN_COMPONENTS}
        urlTransform={keepSafeUrl}
      >
        {text}
      </Markdown>
    </div>
  );
}
