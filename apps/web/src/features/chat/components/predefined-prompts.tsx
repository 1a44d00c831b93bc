import { useTranslation } from 'react-i18next';

const PROMPTS = ['rentIncrease', 'repossession', 'lateRent', 'assignLease'] as const;

/**
 * Four predefined prompts (spec 01 §2): a button sends its label as the prompt and is disabled
 * while the chat loads.
 */
export function PredefinedPrompts({
  onSelect,
  disabled,
}: {
  onSelect: (prompt: string) => void;
  disabled: boolean;
}) {
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
              disabled={disabled}
              onClick={() => onSelect(t(`home.prompts.${prompt}`))}
              className="h-full w-full rounded-xl border border-slate-200 bg-white px-4 py-3 text-left text-sm text-slate-700 transition-colors hover:border-accent-300 hover:bg-accent-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {t(`home.prompts.${prompt}`)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
