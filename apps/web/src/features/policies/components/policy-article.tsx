import { useTranslation } from 'react-i18next';
import type { PolicyDocument } from '../content/policy-types';
import { InlineLinks } from './inline-links';

/** One policy document: title, summary, a table of contents and its sections. */
export function PolicyArticle({
  document,
  idPrefix,
}: {
  document: PolicyDocument;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <article className="flex flex-col gap-8">
      <header>
        <h2 className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
          {document.title}
        </h2>
        <p className="mt-3 text-base leading-relaxed text-slate-700">{document.summary}</p>
      </header>
      <nav
        aria-labelledby={`${idPrefix}-contents`}
        className="rounded-lg border border-slate-200 bg-slate-50 p-4"
      >
        <h3 id={`${idPrefix}-contents`} className="text-sm font-semibold text-slate-900">
          {t('policies.contents')}
        </h3>
        <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${idPrefix}-${section.id}`}
                className="rounded text-accent-800 underline-offset-2 hover:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section
          key={section.id}
          id={`${idPrefix}-${section.id}`}
          aria-labelledby={`${idPrefix}-${section.id}-heading`}
          className="scroll-mt-24"
        >
          <h3
            id={`${idPrefix}-${section.id}-heading`}
            className="text-lg font-semibold text-slate-900"
          >
            {section.heading}
          </h3>
          <div className="mt-2 flex flex-col gap-3 text-base leading-relaxed text-slate-700">
            {section.body.map((block, index) =>
              typeof block === 'string' ? (
                <p key={index}>
                  <InlineLinks text={block} />
                </p>
              ) : (
                <ul
                  key={index}
                  className="flex list-disc flex-col gap-1.5 pl-6 marker:text-slate-400"
                >
                  {block.map((item) => (
                    <li key={item}>
                      <InlineLinks text={item} />
                    </li>
                  ))}
                </ul>
              ),
            )}
          </div>
        </section>
      ))}
    </article>
  );
}
