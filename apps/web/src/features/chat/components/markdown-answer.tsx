import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * Links in an answer open the official page in a new tab; nothing else is allowed to run.
 * Images are never loaded: a model (or a quoted page) could point one at any host and learn
 * who read the answer. Their alt text is shown instead, as a link when the address is safe.
 */
const MARKDOWN_COMPONENTS: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
  img: ({ src, alt }) => {
    const label = alt?.trim() || (typeof src === 'string' ? src : '');
    if (typeof src !== 'string' || !src) return <span>{label}</span>;
    return (
      <a href={src} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  },
};

/** Only http(s) and mailto links survive; anything else (javascript:, data:) is dropped. */
function keepSafeUrl(url: string): string {
  return /^(https?:|mailto:|#|\/)/i.test(url.trim()) ? url : '';
}

/** The Markdown renderer and its plugins: a chunk of its own, loaded with the first answer. */
export function MarkdownAnswer({ text }: { text: string }) {
  return (
    <Markdown
      remarkPlugins={[remarkGfm]}
      components={MARKDOWN_COMPONENTS}
      urlTransform={keepSafeUrl}
    >
      {text}
    </Markdown>
  );
}
