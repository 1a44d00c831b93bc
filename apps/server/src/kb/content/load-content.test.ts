import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeGuide } from '../../test/fixture-content';
import { loadContent, parseContent, readContent } from './load-content';

const DATES = { consolidation: '2025-06-30', reviewed: '2025-07-01' };
const note = (article: string, en = 'A note.', fr = 'Une note.') => ({ article, en, fr });
const { origin: _origin, ...guide } = makeGuide();
const json = (value: unknown) => JSON.stringify(value, null, 2);

describe('parseContent', () => {
  it('returns notes by article and guides, each with the file it came from', () => {
    const { content, problems } = parseContent([
      { path: 'notes/a.json', text: json({ ...DATES, notes: [note('1915'), note('1959.1')] }) },
      { path: 'guides/b.json', text: json({ ...DATES, guides: [guide] }) },
    ]);
    expect(problems).toEqual([]);
    expect([...content.notes.keys()]).toEqual(['1915', '1959.1']);
    expect(content.notes.get('1959.1')).toMatchObject({
      en: 'A note.',
      origin: { file: 'notes/a.json', consolidation: '2025-06-30' },
    });
    expect(content.guides.map((entry) => [entry.id, entry.origin.file])).toEqual([
      ['repossession-senior', 'guides/b.json'],
    ]);
    expect(content.files).toEqual(['notes/a.json', 'guides/b.json']);
  });

  it('names the file and the path of a schema failure, by article or guide id', () => {
    const badGuide = { ...guide, deadlines: [{ ...guide.deadlines[0], article: '62' }] };
    const { content, problems } = parseContent([
      {
        path: 'notes/a.json',
        text: json({ ...DATES, notes: [note('1915'), { article: '1931', en: 'x' }] }),
      },
      { path: 'guides/b.json', text: json({ ...DATES, guides: [badGuide] }) },
    ]);
    expect(problems).toEqual([
      { file: 'notes/a.json', where: 'note 1931.fr', message: expect.any(String) },
      {
        file: 'guides/b.json',
        where: 'guide repossession-senior.deadlines[0].article',
        message: expect.stringContaining('article number'),
      },
    ]);
    // A file that fails its schema contributes nothing rather than half of itself.
    expect(content.notes.size).toBe(0);
    expect(content.guides).toEqual([]);
  });

  it('reports a file that is not JSON with its line', () => {
    const { problems } = parseContent([
      { path: 'notes/a.json', text: '{\n  "reviewed": "2025-07-01"\n  "notes": []\n}' },
    ]);
    expect(problems).toEqual([
      { file: 'notes/a.json', where: 'line 3', message: 'not valid JSON' },
    ]);
  });

  it('reports a second note for an article and a second guide with an id, keeping the first', () => {
    const { content, problems } = parseContent([
      { path: 'notes/a.json', text: json({ ...DATES, notes: [note('1915', 'First.')] }) },
      { path: 'notes/b.json', text: json({ ...DATES, notes: [note('1915', 'Second.')] }) },
      { path: 'guides/c.json', text: json({ ...DATES, guides: [guide, guide] }) },
    ]);
    expect(problems).toEqual([
      {
        file: 'notes/b.json',
        where: 'note 1915',
        message: 'a second note for art. 1915 (the first is in notes/a.json)',
      },
      {
        file: 'guides/c.json',
        where: 'guide repossession-senior',
        message: 'a second guide with id "repossession-senior" (the first is in guides/c.json)',
      },
    ]);
    expect(content.notes.get('1915')?.en).toBe('First.');
    expect(content.guides).toHaveLength(1);
  });
});

describe('readContent and loadContent', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });
  const makeDir = (files: Record<string, string>) => {
    dir = mkdtempSync(join(tmpdir(), 'lexlogis-content-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  };

  it('reads the .json files of notes/ and guides/ only, in name order', () => {
    const root = makeDir({
      'notes/b.json': json({ ...DATES, notes: [note('1931')] }),
      'notes/a.json': json({ ...DATES, notes: [note('1915')] }),
      'notes/readme.md': 'not content',
      'guides/g.json': json({ ...DATES, guides: [guide] }),
    });
    const { content, problems } = readContent(root);
    expect(problems).toEqual([]);
    expect(content.files).toEqual(['notes/a.json', 'notes/b.json', 'guides/g.json']);
    expect(loadContent(root).notes.size).toBe(2);
  });

  it('reads an empty layer from a directory with no content folders', () => {
    const { content, problems } = readContent(makeDir({}));
    expect(problems).toEqual([]);
    expect(content.notes.size + content.guides.length + content.files.length).toBe(0);
  });

  it('makes loadContent throw with every problem listed', () => {
    const root = makeDir({ 'notes/a.json': json({ ...DATES, notes: [] }) });
    expect(() => loadContent(root)).toThrow(/notes\/a\.json: notes: .+/);
  });
});
