/**
 * Lower case without accents: "Échéance" → "echeance". People type French with or without
 * accents, so every word match (scope, months, glossary, keywords, ids) compares folded text.
 */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
