import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { parseAskedQuestions, readAskedQuestionFiles } from './asked-questions';

const fileOf = (articles: unknown[]) => [
  {
    path: 'asked/test.json',
    text: JSON.stringify({ consolidation: '2025-06-30', written: '2026-11-24', articles }),
  },
];
const threeEach = {
  en: ['can he show the apt at 8am', 'buyers visiting every night', 'do I have to let them in'],
  fr: ['visite à 8h le matin', 'le proprio fait visiter le soir', 'je peux-tu refuser la visite'],
};

describe('asked questions (search keys per article)', () => {
  it('reads the questions of each article', () => {
    const asked = parseAskedQuestions(fileOf([{ article: '1932', ...threeEach }]));
    expect(asked.get('1932')?.en).toHaveLength(3);
  });

  it('rejects a question that names an article or the Code', () => {
    const en = [...threeEach.en.slice(1), 'what does art. 1932 say about visits'];
    expect(() => parseAskedQuestions(fileOf([{ article: '1932', ...threeEach, en }]))).toThrow(
      /names an article/,
    );
    const fr = [...threeEach.fr.slice(1), 'selon le C.c.Q. je peux refuser?'];
    expect(() => parseAskedQuestions(fileOf([{ article: '1932', ...threeEach, fr }]))).toThrow(
      /names an article/,
    );
  });

  it('rejects an article given twice', () => {
    const article = { article: '1932', ...threeEach };
    expect(() => parseAskedQuestions(fileOf([article, article]))).toThrow(/given twice/);
  });

  it('holds, in the repository, only articles of the loaded corpus, in force', () => {
    const asked = parseAskedQuestions(readAskedQuestionFiles());
    const corpusFile = join(loadEnv().KB_CORPUS_DIR, 'laws', 'ccq-lease-fr.jsonl');
    const inForce = new Set(
      readFileSync(corpusFile, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as { article: string; status: string })
        .filter((entry) => entry.status === 'in_force')
        .map((entry) => entry.article),
    );
    expect(asked.size).toBeGreaterThan(150);
    expect([...asked.keys()].filter((article) => !inForce.has(article))).toEqual([]);
  });
});
