import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A decision's official page, in a new tab without an opener. */
export function OfficialLink({ href, label }: { href: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-sm font-medium text-accent-800 underline underline-offset-2 hover:text-accent-900"
    >
      {label ?? t('caselaw.case.official')}
      <ExternalLink className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{t('chat.sources.newTab')}</span>
    </a>
  );
}
