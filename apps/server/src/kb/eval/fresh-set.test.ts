import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REAL_CORPUS_DIR } from '../../test/fixture-corpus';
import { FRESH_SET_URL, parseFreshSet, toSearchContext } from './fresh-set';
import { containsPhrase, toMatchText } from './match-text';

/** Recorded when the set was frozen (2026-11-23); see resources/fresh-set.md. */
const FROZEN_SHA256 = '27026f37a1a20c3136024fca0a467756a73e9e2d20b8690fde52058c352fd571';

const raw = readFileSync(FRESH_SET_URL);
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

/** Who may file a form of each initiating party (the catalogue's party roles). */
const FILERS: Record<string, readonly string[]> = {
  lessee: ['tenant', 'sub-tenant', 'occupant'],
  lessor: ['landlord'],
  lessor_or_lessee: ['tenant', 'sub-tenant', 'occupant', 'landlord'],
  applicant: ['tenant', 'sub-tenant', 'occupant', 'landlord'],
};

describe('fresh evaluation set (frozen 2026-11-23)', () => {
  it('is unchanged since it was frozen', () => {
    expect(createHash('sha256').update(raw).digest('hex')).toBe(FROZEN_SHA256);
  });

  it('has at least 72 questions, half English half French, with unique ids', () => {
    expect(questions.length).toBeGreaterThanOrEqual(72);
    const english = questions.filter((question) => question.lang === 'en').length;
    expect(english * 2).toBe(questions.length);
    expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
  });

  it('asks about two thirds as tenants, a third as landlords, a few as sub-tenants or occupants', () => {
    const share = (role: string) =>
      questions.filter((question) => question.role === role).length / questions.length;
    expect(share('tenant')).toBeGreaterThan(0.55);
    expect(share('tenant')).toBeLessThan(0.75);
    expect(share('landlord')).toBeGreaterThan(0.25);
    expect(share('sub-tenant') + share('occupant')).toBeGreaterThan(0);
  });

  it('cites only articles in force in the corpus', () => {
    for (const question of questions) {
      for (const article of [...question.expected, ...question.decisive]) {
        expect(articles.get(article)?.status, `${question.id}: art. ${article}`).toBe('in_force');
      }
    }
  });

  it('names only catalogue forms that the asker is the party to file', () => {
    for (const question of questions) {
      for (const form of question.forms) {
        const party = forms.get(form);
        expect(party, `${question.id}: ${form}`).toBeDefined();
        expect(FILERS[party!] ?? [], `${question.id}: ${form} (${party})`).toContain(question.role);
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

  it('rejects a malformed record with its line number', () => {
    const good = JSON.stringify(questions[0]);
    const bad = JSON.stringify({ ...questions[0], decisive: ['1999'] });
    expect(() => parseFreshSet(`${good}\n${bad}\n`)).toThrow(/line 2/);
    expect(() => parseFreshSet(JSON.stringify({ ...questions[0], keyfacts: [] }))).toThrow(
      /line 1/,
    );
  });

  it('turns only the answers given into retrieval context', () => {
    const question = questions.find((q) => q.questionnaire?.tenant65Over === true);
    expect(question).toBeDefined();
    expect(toSearchContext(question!)).toEqual(question!.questionnaire);
    expect(toSearchContext({ ...question!, questionnaire: undefined })).toEqual({});
  });
});
