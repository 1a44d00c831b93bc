import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { MIN_SECTION_CHARS, splitMarkdownSections } from './markdown-sections';

const renderWhole = (text: string) =>
  renderToStaticMarkup(<Markdown remarkPlugins={[remarkGfm]}>{text}</Markdown>);

/** What MarkdownAnswer renders: each section on its own, a newline between them. */
const renderSplit = (sections: string[]) =>
  renderToStaticMarkup(
    <>
      {sections.map((section, index) => (
        <span key={index}>
          {index > 0 && '\n'}
          <Markdown remarkPlugins={[remarkGfm]}>{section}</Markdown>
        </span>
      ))}
    </>,
  ).replace(/<\/?span>/g, '');

// Shaped like the offline composer's answers (headings, quotes, lists, forms with autolinks).
const ANSWER = [
  '## Summary',
  '',
  'At renewal, a landlord who wants to raise the rent must give a notice (art. 1942).',
  '',
  '**What applies to your question in particular:**',
  '- A tenant who has received no notice can avoid the renewal. (art. 1946 C.c.Q.)',
  '',
  '## Applicable law and principles',
  '',
  '**Art. 1946 C.c.Q.**',
  '_Plain-language summary, not the official text:_ A tenant may decide not to renew.',
  '',
  '> Le locataire qui n’a pas reçu du locateur un avis de modification',
  'des conditions du bail peut éviter la reconduction.',
  '',
  '1. First step',
  '',
  '2. Second step, loose',
  '',
  '   still the second step',
  '',
  '| Delay | Lease |',
  '| --- | --- |',
  '| 3 months | 12 months |',
  '',
  '**Forms of the Tribunal administratif du logement**',
  '- **TAL-810A** — Official form: <https://www.tal.gouv.qc.ca/TAL_810A_E.pdf>',
  '',
  '_This is legal information, not legal advice._',
].join('\n');

const BLOCKS = [
  '## A heading',
  'Setext heading\n---',
  'A paragraph with *emphasis* and a [link](https://example.org).',
  'A paragraph\nwith a second line',
  '- tight\n- list',
  '- loose',
  '* star item',
  '1. ordered',
  '2) other ordered',
  '  indented two',
  '    indented code',
  '```\ncode\n\nnot a paragraph\n```',
  '~~~ts\nconst a = 1;\n\n## not a heading\n~~~',
  '```',
  '> quote\nlazy line',
  '> quote',
  '| a | b |\n| --- | --- |\n| 1 | 2 |',
  'x | y\n--- | ---\n1 | 2',
  '***',
  '<div>html</div>',
  '[ref]: https://example.org',
  'A [ref] use',
  'A note[^1]',
  '[^1]: The note.',
  '<https://example.org> alone',
  '===',
];

describe('splitMarkdownSections', () => {
  it('splits a long answer into sections that render as the whole answer does', () => {
    const sections = splitMarkdownSections(ANSWER, 0);
    expect(sections.length).toBeGreaterThan(5);
    expect(renderSplit(sections)).toBe(renderWhole(ANSWER));
  });

  it('keeps sections of at least the minimum size, and short answers whole', () => {
    const long = Array.from({ length: 40 }, (_, index) => `Paragraph ${index}. `.repeat(8)).join(
      '\n\n',
    );
    const sections = splitMarkdownSections(long, 1000);
    expect(sections.length).toBeGreaterThan(3);
    for (const section of sections.slice(0, -1)) expect(section.length).toBeGreaterThan(1000);
    expect(sections.join('\n')).toBe(long);
    const short = ANSWER.slice(0, ANSWER.indexOf('## Applicable'));
    expect(short.length).toBeLessThan(MIN_SECTION_CHARS);
    expect(splitMarkdownSections(short)).toEqual([short]);
  });

  it('splits a long answer into sections of a paragraph or a few: React yields between them', () => {
    // An answer's sections render in a transition, one slice each at most: a 1,200-character
    // section was a slice of about 200 ms on a 4× slowed CPU (issue 18, round 8).
    const sections = splitMarkdownSections(ANSWER);
    expect(sections.length).toBeGreaterThan(1);
    for (const section of sections) expect(section.length).toBeLessThan(700);
    expect(renderSplit(sections)).toBe(renderWhole(ANSWER));
  });

  it('never splits a fenced code block, a loose list or a quote', () => {
    const text =
      'Intro\n\n```\nA\n\nB\n```\n\nAfter\n\n- one\n\n- two\n\nEnd\n\n> quote\n\n> again';
    const sections = splitMarkdownSections(text, 0);
    expect(sections).toEqual([
      'Intro\n\n```\nA\n\nB\n```\n',
      'After\n\n- one\n\n- two\n',
      'End\n\n> quote\n\n> again',
    ]);
    expect(renderSplit(sections)).toBe(renderWhole(text));
  });

  it('leaves whole a text whose definitions or footnotes span blocks', () => {
    const text = 'See [the law][ccq].\n\nMore text.\n\n[ccq]: https://example.org';
    expect(splitMarkdownSections(text, 0)).toEqual([text]);
    expect(splitMarkdownSections('A note[^1]\n\nText\n\n[^1]: The note.', 0)).toHaveLength(1);
  });

  it('renders any mix of blocks exactly as the whole text', () => {
    const separator = fc.constantFrom('\n', '\n\n', '\n\n\n');
    const document = fc
      .array(fc.tuple(fc.constantFrom(...BLOCKS), separator), { minLength: 1, maxLength: 12 })
      .map((parts) => parts.map(([block, sep]) => block + sep).join(''));
    fc.assert(
      fc.property(document, (text) => {
        expect(renderSplit(splitMarkdownSections(text, 0))).toBe(renderWhole(text));
      }),
      { numRuns: 400 },
    );
  });
});
