/** Below this, a section is not worth its own parse: one answer's paragraph or two. */
export const MIN_SECTION_CHARS = 400;

// Constructs whose meaning crosses blocks: link reference definitions and footnotes resolve
// over the whole document, and raw HTML blocks and indented fences can swallow blank lines.
// An answer with any of them is never split.
const WHOLE_DOCUMENT_ONLY = [/\]:/, /\[\^/, /^ {0,3}</m, /^ {1,3}(`{3,}|~{3,})/m, /\r/];
const FENCE = /^(`{3,}|~{3,})/;
// A line at column 0 that cannot continue what came before a blank line: not indented (list
// item or code continuation), not a list marker (a loose list goes on), not a quote, a table
// row or HTML.
const CONTINUES_BLOCK = /^(\s|[-*+](\s|$)|\d{1,9}[.)](\s|$)|[>|<])/;

/**
 * Splits an answer's Markdown into sections of at least `minChars` whose separate rendering,
 * joined by the newline react-markdown puts between top-level blocks, is the very same HTML as
 * the whole text's (markdown-sections.test.ts compares them). Each section is then parsed on its
 * own: once per text (memoized), and React can yield between sections (issue 18: one 18 kB
 * answer was one 800 ms task on a 4× slowed CPU).
 *
 * A split happens only before a line that starts a new top-level block after a blank line,
 * outside fenced code, so no block is cut.
 */
export function splitMarkdownSections(text: string, minChars = MIN_SECTION_CHARS): string[] {
  if (WHOLE_DOCUMENT_ONLY.some((pattern) => pattern.test(text))) return [text];
  const lines = text.split('\n');
  const sections: string[] = [];
  let start = 0;
  let length = 0;
  let fence: string | null = null;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const marker = FENCE.exec(line)?.[1] ?? null;
    if (fence !== null) {
      // A closing fence: the same character, at least as long, nothing after it.
      if (
        marker &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        !line.slice(marker.length).trim()
      )
        fence = null;
    } else if (marker) {
      fence = marker;
    } else if (
      length >= minChars &&
      index > start &&
      lines[index - 1]!.trim() === '' &&
      line.trim() !== '' &&
      !CONTINUES_BLOCK.test(line)
    ) {
      sections.push(lines.slice(start, index).join('\n'));
      start = index;
      length = 0;
    }
    length += line.length + 1;
  }
  sections.push(lines.slice(start).join('\n'));
  return sections;
}
