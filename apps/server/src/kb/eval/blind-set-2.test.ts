import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REAL_CORPUS_DIR } from '../../test/fixture-corpus';
import { BLIND_SET_2_URL, parseFreshSet } from './fresh-set';
import { containsPhrase, toMatchText } from './match-text';

/** Recorded when the set was frozen (2026-11-23); see resources/blind-set-2.md. */
const FROZEN_SHA256 = '5e361a8531fad69561d46c75e4310c2bcd787789d2fd88d3aa14bb78fdb17ae8';

const raw = readFileSync(BLIND_SET_2_URL);
const questions = parseFreshSet(raw.toString('utf8'));

const articles = new Map(
  readFileSync(join(REAL_CORPUS_DIR, 'laws', 'ccq-lease-fr.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { article: string; text: string; status: string })
    .map((record) => [record.article, record] as const),
);
const forms = new Map(
  (
    JSON.parse(readFileSync(join(REAL_CORPUS_DIR, 'forms', 'tal-forms.json'), 'utf8')) as {
      forms: Array<{ id: string; initiating_party: string }>;
    }
  ).forms.map((form) => [form.id, form.initiating_party] as const),
);

const FILERS: Record<string, readonly string[]> = {
  lessee: ['tenant', 'sub-tenant', 'occupant'],
  lessor: ['landlord'],
  lessor_or_lessee: ['tenant', 'sub-tenant', 'occupant', 'landlord'],
  applicant: ['tenant', 'sub-tenant', 'occupant', 'landlord'],
};

describe('second blind evaluation set (frozen 2026-11-23)', () => {
  it('is unchanged since it was frozen', () => {
    expect(createHash('sha256').update(raw).digest('hex')).toBe(FROZEN_SHA256);
  });

  it('has at least 60 questions in both languages and both main roles, with unique ids', () => {
    expect(questions.length).toBeGreaterThanOrEqual(60);
    expect(questions.filter((question) => question.lang === 'fr').length).toBeGreaterThan(25);
    expect(questions.filter((question) => question.role === 'landlord').length).toBeGreaterThan(15);
    expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
  });

  it('cites only articles in force and forms the asker may file', () => {
    for (const question of questions) {
      for (const article of question.expected) {
        expect(articles.get(article)?.status, `${question.id}: art. ${article}`).toBe('in_force');
      }
      for (const form of question.forms) {
        const party = forms.get(form);
        expect(FILERS[party ?? ''] ?? [], `${question.id}: ${form}`).toContain(question.role);
      }
    }
  });

  it('takes every key fact from the text of a decisive article', () => {
    for (const question of questions) {
      const text = toMatchText(question.decisive.map((a) => articles.get(a)?.text ?? '').join(' '));
      for (const fact of question.keyFacts) {
        const found = fact.some((alternative) => containsPhrase(text, alternative));
        expect(found, `${question.id}: ${fact.join(' | ')}`).toBe(true);
      }
    }
  });
});
