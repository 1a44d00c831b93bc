import { useTranslation } from 'react-i18next';

const PROMPTS = ['rentIncrease', 'repossession', 'lateRent', 'assignLease'] as const;

/**
 * Four predefined prompts (spec 01 §2). A prompt sends its label once the chat exists; until
 * then they are shown disabled with a note, so nothing pretends to answer.
 */
export function PredefinedPrompts() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="prompts-heading" className="flex w-full max-w-2xl flex-col gap-3">
      <h2 id="prompts-heading" className="text-sm font-semibold text-slate-700">
        {t('home.prompts.heading')}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {PROMPTS.map((prompt) => (
          <li key={prompt}>
            <button
              type="button"
              disabled
              aria-describedby="prompts-unavailable"
              className="h-full w-full rounded-xl border border-slate-200 bg-white px-4 py-3 text-left text-sm text-slate-700 disabled:cursor-not-allowed"
            >
              {t(`home.prompts.${prompt}`)}
            </button>
          </li>
        ))}
      </ul>
      <p id="prompts-unavailable" className="text-sm text-slate-600">
        {t('home.prompts.unavailable')}
      </p>
    </section>
  );
}
