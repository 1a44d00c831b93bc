import { describe, expect, it } from 'vitest';
import type { CandidateQuery } from '../../modules/kb/kb.repository';
import { buildLexicalIndex, type IndexedPassage, type IndexedSource } from './lexical-index';

const passage = (
  passageId: string,
  sourceId: string,
  lang: 'en' | 'fr',
  lexemes: string[],
): IndexedPassage => ({
  passageId,
  sourceId,
  sourceType: 'LAW',
  lang,
  length: 10,
  weight: 1,
  lexemes,
  headings: lexemes.map(() => false),
});
const source = (id: string): IndexedSource => ({
  id,
  type: 'LAW',
  status: 'in_force',
  article: id,
  relatedArticles: null,
  claimType: null,
});

describe("in-memory lexical index: a source's passages are its fields (round 7)", () => {
  // 1907: its French text has « loyer », its English note "deposit"; 1903: « loyer » and
  // « dépôt » in one passage; 1904: « loyer » in its text and again in its note.
  const index = buildLexicalIndex(
    [
      passage('1907#fr', '1907', 'fr', ['loyer', 'greffe']),
      passage('1907#note-en', '1907', 'en', ['deposit', 'rent']),
      passage('1903#fr', '1903', 'fr', ['loyer', 'depot']),
      passage('1904#fr', '1904', 'fr', ['loyer']),
      passage('1904#note-fr', '1904', 'fr', ['loyer', 'dommag']),
    ],
    ['1907', '1903', '1904'].map(source),
  );
  const query = (terms: Array<[lang: 'en' | 'fr', lexeme: string]>): CandidateQuery => ({
    terms: terms.map(([lang, lexeme]) => ({ lang, lexeme, weight: 1, selective: true })),
    stats: { en: { passages: 2, averageLength: 10 }, fr: { passages: 3, averageLength: 10 } },
    types: ['LAW'],
    articles: [],
    limit: 10,
  });
  const scores = (terms: Array<['en' | 'fr', string]>) =>
    new Map(index.findCandidates(query(terms)).map((row) => [row.id, row.text_score]));

  it('adds up the terms met in different passages of one source', () => {
    // The English word meets the note, the French word the text: both count for 1907.
    const found = scores([
      ['fr', 'loyer'],
      ['en', 'deposit'],
    ]);
    expect(found.get('1907')).toBeCloseTo(2 * (found.get('1904') ?? 0));
    expect(found.get('1907')).toBeGreaterThan(found.get('1904') ?? Infinity);
  });

  it('counts a term once per source, however many of its passages hold it', () => {
    const found = scores([['fr', 'loyer']]);
    expect(found.get('1904')).toBe(found.get('1903'));
  });

  it('scores a source whose terms all fall in one passage as that passage', () => {
    const found = scores([
      ['fr', 'loyer'],
      ['fr', 'depot'],
    ]);
    expect(found.get('1903')).toBeCloseTo(2 * (found.get('1904') ?? 0));
  });
});

describe('in-memory lexical index: the length of asked questions (issue 10, round 19)', () => {
  // Both passages weigh the same and hold the word; the asked questions are three times the
  // average length, the note twice. Asked questions say one situation many ways: their length
  // counts for less, so they are not ranked below a note only for being long.
  const long = (passageId: string, sourceId: string, length: number): IndexedPassage => ({
    ...passage(passageId, sourceId, 'en', ['sewag']),
    length,
  });
  const index = buildLexicalIndex(
    [long('law-ccq-1914#asked-en', '1914', 30), long('law-ccq-1862#note-en', '1862', 20)],
    ['1914', '1862'].map(source),
  );

  it('counts an asked passage’s length for less than another passage’s', () => {
    const rows = index.findCandidates({
      terms: [{ lang: 'en', lexeme: 'sewag', weight: 1, selective: true }],
      stats: { en: { passages: 2, averageLength: 10 }, fr: { passages: 0, averageLength: 10 } },
      types: ['LAW'],
      articles: [],
      limit: 10,
    });
    expect(rows.map((row) => row.id)).toEqual(['1914', '1862']);
  });
});
