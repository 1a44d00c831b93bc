/**
 * A quoted text, as plain text. Clamped by default so a list of sources stays short; a text the
 * user opened on purpose is shown whole.
 */
export function SourceExcerpt({
  text,
  lang,
  clamped = true,
}: {
  text?: string;
  lang?: 'en' | 'fr';
  clamped?: boolean;
}) {
  if (!text?.trim()) return null;
  return (
    <p
      lang={lang}
      className={`${clamped ? 'line-clamp-6 ' : ''}whitespace-pre-line break-words text-sm text-slate-700`}
    >
      {text}
    </p>
  );
}
