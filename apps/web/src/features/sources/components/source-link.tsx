import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A link to an official page: new tab, no opener, and the click is registered. */
export function SourceLink({
  href,
  onOpen,
  children,
}: {
  href: string;
  onOpen: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onOpen}
      onAuxClick={onOpen}
      className="inline-flex items-center gap-1 font-medium text-accent-800 underline underline-offset-2 hover:text-accent-900"
    >
      {children}
      <ExternalLink className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{t('chat.sources.newTab')}</span>
    </a>
  );
}
