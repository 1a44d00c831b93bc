import { Fragment, memo, useMemo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { splitMarkdownSections } from './markdown-sections';

/**
 * Links in an answer open the official page in a new tab; nothing else is allowed to run.
 * Images are never loaded: a model (or a quoted page) could point one at any host and learn
 * who read the answer. Their alt text is shown instead, as a link when the address is safe.
 */
/**
 * An official form's address is one long word: it wraps rather than run past a 375 px screen.
 * Set here, not in index.css: the stylesheet's hashed name is listed by the sign-in page's chunks,
 * and a new name cost that page 32 bytes of a budget it fills to 3 bytes (issue 18).
 */
const WRAPPED_LINK = { overflowWrap: 'anywhere' } as const;

const MARKDOWN_COMPONENTS: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer" style={WRAPPED_LINK}>
      {children}
    </a>
  ),
  img: ({ src, alt }) => {
    const label = alt?.trim() || (typeof src === 'string' ? src : '');
    if (typeof src !== 'string' || !src) return <span>{label}</span>;
    return (
      <a href={src} target="_blank" rel="noopener noreferrer" style={WRAPPED_LINK}>
        {label}
      </a>
    );
  },
};

/** Only http(s) and mailto links survive; anything else (javascript:, data:) is dropped. */
function keepSafeUrl(url: string): string {
  return /^(https?:|mailto:|#|\/)/i.test(url.trim()) ? url : '';
}

const REMARK_PLUGINS = [remarkGfm];

/**
 * One section of an answer, parsed only when its text changes: the screen re-renders the
 * answer for reasons of its own (a catalog arriving, a query settling, the next streamed words
 * of a later section), and parsing is most of an answer's cost (issue 18).
 */
const MarkdownSection = memo(function MarkdownSection({ text }: { text: string }) {
  return (
    <Markdown
      remarkPlugins={REMARK_PLUGINS}
      components={MARKDOWN_COMPONENTS}
      urlTransform={keepSafeUrl}
    >
      {text}
    </Markdown>
  );
});

/**
 * The Markdown renderer and its plugins: a chunk of its own, loaded with the first answer. The
 * answer is rendered by sections (markdown-sections.ts), the newline between them being the one
 * react-markdown writes between blocks, so the HTML is the whole text's.
 */
export const MarkdownAnswer = memo(function MarkdownAnswer({ text }: { text: string }) {
  const sections = useMemo(() => splitMarkdownSections(text), [text]);
  return sections.map((section, index) => (
    // Sections only grow at the end (a streamed answer), so their place is their identity.
    <Fragment key={index}>
      {index > 0 && '\n'}
      <MarkdownSection text={section} />
    </Fragment>
  ));
});
