import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { lineOfJsonError } from '../corpus/json-lines';
import {
  articleNotesFileSchema,
  situationGuidesFileSchema,
  type ArticleNote,
  type SituationGuide,
} from './content-schema';

/**
 * Reads the written legal-information layer: article notes (notes/*.json) and situation guides
 * (guides/*.json). The composer and search indexing use `loadContent`; the grounding check uses
 * `readContent`, which reports every problem instead of stopping at the first.
 */

/** This folder: notes/ and guides/ live next to the schema. */
export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('.', import.meta.url));

/** One problem with the content, named by file and by where in it ("guide x.deadlines[1].en"). */
export type ContentProblem = { file?: string; where: string; message: string };

/** The file a note or guide comes from and the law text it was written against. */
export type ContentOrigin = { file: string; consolidation: string; reviewed: string };
export type LoadedNote = ArticleNote & { origin: ContentOrigin };
export type LoadedGuide = SituationGuide & { origin: ContentOrigin };

export type KbContent = {
  /** One note per article number ("1959.1"). */
  notes: ReadonlyMap<string, LoadedNote>;
  guides: readonly LoadedGuide[];
  /** The files read, relative to the content directory ("notes/notes-1851-1929.json"). */
  files: readonly string[];
};

/** A content file's path relative to the content directory, and its text. */
export type ContentFileText = { path: string; text: string };

const FOLDERS = ['notes', 'guides'] as const;

/** The .json files of the folders (notes/ and guides/), in a stable order; missing ones hold none. */
export function readContentFiles(
  dir: string,
  folders: readonly string[] = FOLDERS,
): ContentFileText[] {
  return folders.flatMap((folder) => {
    const full = join(dir, folder);
    if (!existsSync(full)) return [];
    return readdirSync(full)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => ({
        path: `${folder}/${name}`,
        text: readFileSync(join(full, name), 'utf8'),
      }));
  });
}

/** "notes.3.fr" → "note 1942.fr" when the element names its article (or guide id). */
function describePath(path: readonly PropertyKey[], json: unknown): string {
  const [list, index, ...rest] = path;
  const lists = json !== null && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  const items = (list === 'notes' || list === 'guides') && lists[list];
  const element =
    Array.isArray(items) && typeof index === 'number'
      ? (items[index] as Record<string, unknown> | null | undefined)
      : undefined;
  const name = list === 'notes' ? element?.article : element?.id;
  const head =
    typeof name === 'string'
      ? `${list === 'notes' ? 'note' : 'guide'} ${name}`
      : [list, index].filter((part) => part !== undefined).join('.');
  return rest.reduce<string>(
    (where, part) => (typeof part === 'number' ? `${where}[${part}]` : `${where}.${String(part)}`),
    head.replace(/\.(\d+)$/, '[$1]') || 'file',
  );
}

function parseFile<T>(
  file: ContentFileText,
  schema: z.ZodType<T>,
  problems: ContentProblem[],
): T | null {
  let json: unknown;
  try {
    json = JSON.parse(file.text);
  } catch (error) {
    const line = lineOfJsonError(file.text, error);
    problems.push({ file: file.path, where: `line ${line}`, message: 'not valid JSON' });
    return null;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    problems.push({
      file: file.path,
      where: describePath(issue.path, json),
      message: issue.message,
    });
  }
  return null;
}

/**
 * Validates content files against their schemas and collects notes and guides. A file that
 * fails its schema contributes nothing (its problems say why); a second note for the same
 * article, or a second guide with the same id, is a problem and the first one is kept.
 */
export function parseContent(files: readonly ContentFileText[]): {
  content: KbContent;
  problems: ContentProblem[];
} {
  const problems: ContentProblem[] = [];
  const notes = new Map<string, LoadedNote>();
  const guides = new Map<string, LoadedGuide>();
  for (const file of files) {
    const isNotes = file.path.startsWith('notes/');
    const parsed = isNotes
      ? parseFile(file, articleNotesFileSchema, problems)
      : parseFile(file, situationGuidesFileSchema, problems);
    if (!parsed) continue;
    const origin = {
      file: file.path,
      consolidation: parsed.consolidation,
      reviewed: parsed.reviewed,
    };
    if ('notes' in parsed) {
      for (const note of parsed.notes) {
        const first = notes.get(note.article);
        if (first) {
          problems.push({
            file: file.path,
            where: `note ${note.article}`,
            message: `a second note for art. ${note.article} (the first is in ${first.origin.file})`,
          });
        } else notes.set(note.article, { ...note, origin });
      }
    } else {
      for (const guide of parsed.guides) {
        const first = guides.get(guide.id);
        if (first) {
          problems.push({
            file: file.path,
            where: `guide ${guide.id}`,
            message: `a second guide with id "${guide.id}" (the first is in ${first.origin.file})`,
          });
        } else guides.set(guide.id, { ...guide, origin });
      }
    }
  }
  return {
    content: { notes, guides: [...guides.values()], files: files.map((file) => file.path) },
    problems,
  };
}

/** Reads and validates the content of `dir`, reporting every problem. */
export function readContent(dir: string = DEFAULT_CONTENT_DIR): {
  content: KbContent;
  problems: ContentProblem[];
} {
  return parseContent(readContentFiles(dir));
}

export function formatContentProblem(problem: ContentProblem): string {
  return `${problem.file ? `${problem.file}: ` : ''}${problem.where}: ${problem.message}`;
}

/**
 * The content, for code that serves it: invalid content is a deployment error, so it throws
 * with every problem listed rather than serve a partial layer.
 */
export function loadContent(dir: string = DEFAULT_CONTENT_DIR): KbContent {
  const { content, problems } = readContent(dir);
  if (problems.length > 0) {
    throw new Error(
      `Invalid legal content in ${dir}:\n${problems.map(formatContentProblem).join('\n')}`,
    );
  }
  return content;
}
