import { useTranslation } from 'react-i18next';
import type { FormalNoticeLetter } from '@lexlogis/contracts';

/** The letter as the PDF will print it; every part is text, never markup. */
export function LetterPreview({ letter }: { letter: FormalNoticeLetter }) {
  const { t } = useTranslation();
  return (
    <article
      aria-label={t('documents.notice.previewLabel')}
      lang={letter.lang}
      className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4 text-sm leading-relaxed text-slate-900 sm:p-6"
    >
      <p className="text-center text-base font-bold">{letter.heading}</p>
      <Lines lines={letter.senderLines} />
      <p className="text-right">{letter.dateLine}</p>
      <Lines lines={letter.recipientLines} />
      <p className="font-semibold">{letter.subject}</p>
      {letter.paragraphs.map((paragraph, index) => (
        <p key={index} className="break-words whitespace-pre-line">
          {paragraph}
        </p>
      ))}
      <p>{letter.signature}</p>
      <p className="text-xs text-slate-600">{letter.disclaimer}</p>
    </article>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <p>
      {lines.map((line, index) => (
        <span key={index} className="block break-words">
          {line}
        </span>
      ))}
    </p>
  );
}
