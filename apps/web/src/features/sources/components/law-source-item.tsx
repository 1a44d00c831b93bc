import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LawSource, ModifiedLawSource } from '@lexlogis/contracts';
import { LawChangedBanner } from './law-changed-banner';
import { SourceExcerpt } from './source-excerpt';
import { SourceLink } from './source-link';

type ArticleSource = LawSource | ModifiedLawSource;
type Language = 'en' | 'fr';

/**
 * An article: its citation, our plain-language note in the user's language, the quoted text
 * labelled an unofficial copy, and the official links. An English reader of a French-only text
 * gets the note first and opens the French text on demand (issue 10 §1), since the note is what
 * they can read; without a note the French text stays in view, as it is all there is.
 */
export function LawSourceItem({ source, onOpen }: { source: ArticleSource; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.resolvedLanguage === 'fr' ? 'fr' : 'en';
  const frenchOnly = language === 'en' && source.lang === 'fr';
  const note = source.note?.[language].trim();
  const citation =
    source.title ||
    (source.article ? t('chat.sources.law.article', { article: source.article }) : '');
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <p className="text-sm font-semibold text-slate-900">{citation}</p>
      {source.pageTitle && (
        <p lang={source.lang} className="text-xs text-slate-600">
          {source.pageTitle}
        </p>
      )}
      <AmendedBadge source={source} />
      {source.lawChanged && <LawChangedBanner change={source.lawChanged} onOpen={onOpen} />}
      {frenchOnly && note ? (
        <>
          <ArticleNote text={note} lang={language} />
          <FrenchTextToggle article={source.article}>
            <ArticleText source={source} frenchOnly clamped={false} />
          </FrenchTextToggle>
        </>
      ) : (
        <>
          <ArticleText source={source} frenchOnly={frenchOnly} clamped />
          {note && <ArticleNote text={note} lang={language} />}
        </>
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {source.url && (
          <SourceLink href={source.url} onOpen={onOpen}>
            {frenchOnly ? t('chat.sources.law.officialFrench') : t('chat.sources.law.official')}
          </SourceLink>
        )}
        {frenchOnly && source.urlEn && (
          <SourceLink href={source.urlEn} onOpen={onOpen}>
            {t('chat.sources.law.officialEnglish')}
          </SourceLink>
        )}
      </div>
    </div>
  );
}

/**
 * "Amended", naming the acts when the server knows them. Older stored answers carry a separate
 * MODIFIED_LAW source without the acts: they keep their sentence saying the text in force is shown.
 */
function AmendedBadge({ source }: { source: ArticleSource }) {
  const { t } = useTranslation();
  const acts = (source.amendedBy ?? []).map((act) => act.trim()).filter(Boolean);
  const isModifiedRecord = source.type === 'MODIFIED_LAW';
  if (acts.length === 0 && !source.isModified && !isModifiedRecord) return null;
  return (
    <>
      <p>
        <span className="inline-block rounded-md bg-amber-100 px-2 py-0.5 text-xs font-semibold break-words text-amber-900">
          {acts.length > 0
            ? t('chat.sources.law.amendedBy', { acts: acts.join('; ') })
            : t('chat.sources.law.amendedBadge')}
        </span>
      </p>
      {isModifiedRecord && (
        <p className="text-xs font-medium text-amber-800">{t('chat.sources.law.amended')}</p>
      )}
    </>
  );
}

/** Our note, never passed off as the law: labelled, and rendered as plain text. */
function ArticleNote({ text, lang }: { text: string; lang: Language }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div
      role="note"
      aria-labelledby={labelId}
      className="rounded-lg border border-accent-200 bg-white px-3 py-2"
    >
      <p id={labelId} className="text-xs font-semibold text-accent-900">
        {t('chat.sources.law.noteLabel')}
      </p>
      <p lang={lang} className="mt-1 whitespace-pre-line break-words text-sm text-slate-800">
        {text}
      </p>
    </div>
  );
}

/** The quoted text with its status: an unofficial copy, consolidated to a date. */
function ArticleText({
  source,
  frenchOnly,
  clamped,
}: {
  source: ArticleSource;
  frenchOnly: boolean;
  clamped: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {frenchOnly && <p className="text-xs text-slate-600">{t('chat.sources.law.frenchOnly')}</p>}
      <SourceExcerpt text={source.content} lang={source.lang} clamped={clamped} />
      <p className="text-xs text-slate-600">
        {t('chat.sources.law.unofficial')}
        {source.consolidationDate &&
          ` · ${t('chat.sources.law.consolidated', { date: source.consolidationDate })}`}
      </p>
    </>
  );
}

/**
 * A disclosure button. The controlled block stays in the DOM, hidden, so aria-controls always
 * resolves; its layout classes apply only when open, as a display class would beat `hidden`.
 */
function FrenchTextToggle({ article, children }: { article?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  let label: string;
  if (article) {
    label = open
      ? t('chat.sources.law.hideFrenchArticle', { article })
      : t('chat.sources.law.showFrenchArticle', { article });
  } else {
    label = open ? t('chat.sources.law.hideFrench') : t('chat.sources.law.showFrench');
  }
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="self-start rounded-md py-1 text-left text-sm font-medium text-accent-800 underline underline-offset-2 hover:text-accent-900"
      >
        {label}
      </button>
      <div id={panelId} hidden={!open} className={open ? 'flex flex-col gap-1.5' : undefined}>
        {children}
      </div>
    </>
  );
}
