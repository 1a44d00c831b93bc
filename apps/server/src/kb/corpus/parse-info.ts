import { z } from 'zod';
import { emptyParsedFile, type ParsedFile } from './kb-records';
import { readJsonl } from './read-jsonl';
import { infoSourceId } from './source-ids';

const infoPageSchema = z.object({
  url: z.url(),
  pageSource: z.string().trim().min(1).max(200),
  pageTitle: z.string().trim().min(1).max(500),
  content: z.string().trim().min(1),
  lang: z.enum(['en', 'fr']),
});

/** Long pages are split on paragraphs so one passage stays about one topic. */
const PASSAGE_CHARS = 1500;

export function splitIntoPassages(content: string, size = PASSAGE_CHARS): string[] {
  const passages: string[] = [];
  let current = '';
  for (const paragraph of content.split(/\n\s*\n|\n/)) {
    if (current && current.length + paragraph.length > size) {
      passages.push(current.trim());
      current = '';
    }
    current += `${paragraph}\n`;
  }
  if (current.trim()) passages.push(current.trim());
  return passages;
}

/** Information pages (none ship yet): one INFO source per page, one passage per section. */
export function parseInfoPages(text: string): ParsedFile {
  const result = emptyParsedFile();
  const { lines, errors } = readJsonl(text, infoPageSchema);
  result.errors.push(...errors);
  for (const { value } of lines) {
    const id = infoSourceId(value.url);
    result.sources.push({
      id,
      type: 'INFO',
      title: value.pageTitle,
      url: value.url,
      lang: value.lang,
      content: value.content,
      pageTitle: value.pageTitle,
      pageSource: value.pageSource,
    });
    splitIntoPassages(value.content).forEach((body, index) => {
      result.passages.push({
        id: `${id}#${value.lang}-${index}`,
        sourceId: id,
        lang: value.lang,
        heading: value.pageTitle,
        body,
      });
    });
  }
  return result;
}
