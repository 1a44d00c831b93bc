import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { containsPhrase, toMatchText } from '../kb/eval/match-text';
import type { FreshQuestion } from '../kb/eval/fresh-set';
import { REAL_CORPUS_DIR } from './fixture-corpus';

/**
 * Test helper: what the evaluation sets are checked against — the lease articles and the forms
 * catalogue of the real corpus — and the checks every frozen set shares.
 */

export const corpusArticles = new Map(
  readFileSync(join(REAL_CORPUS_DIR, 'laws', 'ccq-lease-fr.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { article: string; text: string; status: string })
    .map((record) => [record.article, record] as const),
);

const formParties = new Map(
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

export function hashSet(raw: Buffer): string {
  return createHash('sha256').update(raw).digest('hex');
}

/** Articles cited that are not in force in the corpus, as "id: art. N". */
export function findArticlesNotInForce(
  questions: FreshQuestion[],
  withDecisive: boolean,
): string[] {
  return questions.flatMap((question) =>
    [...question.expected, ...(withDecisive ? question.decisive : [])]
      .filter((article) => corpusArticles.get(article)?.status !== 'in_force')
      .map((article) => `${question.id}: art. ${article}`),
  );
}

/** Forms named that are not in the catalogue, or that the asker is not the party to file. */
export function findFormsNotFiledByAsker(questions: FreshQuestion[]): string[] {
  return questions.flatMap((question) =>
    question.forms
      .filter((form) => !(FILERS[formParties.get(form) ?? ''] ?? []).includes(question.role))
      .map(
        (form) => `${question.id}: ${form} (${formParties.get(form) ?? 'not in the catalogue'})`,
      ),
  );
}

/** Key facts that no decisive article's text contains. */
export function findKeyFactsNotInDecisiveArticles(questions: FreshQuestion[]): string[] {
  return questions.flatMap((question) => {
    const text = toMatchText(
      question.decisive.map((article) => corpusArticles.get(article)?.text ?? '').join(' '),
    );
    return question.keyFacts
      .filter((fact) => !fact.some((alternative) => containsPhrase(text, alternative)))
      .map((fact) => `${question.id}: ${fact.join(' | ')}`);
  });
}
