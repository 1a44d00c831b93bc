import type { ReactNode } from 'react';

const LINK_PATTERN = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Renders [text](href) markers inside policy text as links; external ones open in a new tab. */
export function InlineLinks({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let lastIndex = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    const [whole, label, href] = match;
    parts.push(text.slice(lastIndex, match.index));
    const external = href?.startsWith('http');
    parts.push(
      <a
        key={match.index}
        href={href}
        className="font-medium text-accent-800 underline underline-offset-2 hover:text-accent-900"
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {label}
      </a>,
    );
    lastIndex = match.index + whole.length;
  }
  parts.push(text.slice(lastIndex));
  return <>{parts}</>;
}
