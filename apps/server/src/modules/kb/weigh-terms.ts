import type { QueryPlan } from '../../kb/retrieval/query-plan';
import { domainKey, type DomainLexemes } from '../../kb/retrieval/domain-vocabulary';
import type { AnalyzedTerm, CorpusStats, WeightedTerm } from './kb.repository';

/** Words found in more than this share of passages say nothing about a passage: not scored. */
const MAX_SHARE = 0.6;
/** The rarest terms carry the ranking; past this many, the rest only cost time. */
const MAX_TERMS = 40;
/**
 * Postings the candidate search may read: the rarest terms select candidates until their
 * document frequencies add up to this, which bounds the work on a large corpus. On the real
 * corpus (a few hundred passages) every term fits, so nothing is left out.
 */
const CANDIDATE_POSTINGS_BUDGET = 10_000;
const MIN_SELECTIVE_TERMS = 3;
/** Weight of a word in the other language than the question's (cognates: éviction/eviction). */
const CROSS_LANGUAGE_WEIGHT = 0.5;
const EXPANSION_WEIGHT = 0.8;
/**
 * An English question word outside our housing vocabulary (domain-vocabulary.ts) counts for
 * this share. English words are scored against the notes alone (a sentence or three per
 * article), where a word's rarity says mostly that no note happens to use it; French words meet
 * the law's own text, where rarity does mean something (measured: applied to French too, it
 * lowered French hit@5 on all three development sets).
 */
const INCIDENTAL_WEIGHT = 0.5;
function idf(documents: number, passages: number): number {
  return Math.log(1 + (passages - documents + 0.5) / (documents + 0.5));
}

/** IDF × origin weight per lexeme and language; the best weight wins for a repeated lexeme. */
export function weighTerms(
  analyzed: readonly AnalyzedTerm[],
  stats: CorpusStats,
  plan: QueryPlan,
  domain?: DomainLexemes,
): WeightedTerm[] {
  const best = new Map<string, WeightedTerm & { documents: number }>();
  for (const term of analyzed) {
    const passages = stats[term.lang].passages;
    if (term.documents <= 0 || passages <= 0 || term.documents / passages > MAX_SHARE) continue;
    const origin =
      term.origin === 'expansion'
        ? EXPANSION_WEIGHT
        : term.lang === plan.questionLang
          ? 1
          : CROSS_LANGUAGE_WEIGHT;
    const outside =
      domain !== undefined &&
      term.origin === 'question' &&
      !domain.has(domainKey(term.lang, term.lexeme));
    // The other language's reading of the question is there for cognates of the law's words
    // (« éviction » / "eviction"); any other word it yields is a false friend ("faire" read as
    // English "fair", "fois" as "foi").
    if (outside && term.lang !== plan.questionLang) continue;
    const incidental = outside && term.lang === 'en';
    const weight = idf(term.documents, passages) * origin * (incidental ? INCIDENTAL_WEIGHT : 1);
    const key = `${term.lang}|${term.lexeme}`;
    const previous = best.get(key);
    if (!previous || previous.weight < weight) {
      best.set(key, {
        lang: term.lang,
        lexeme: term.lexeme,
        weight,
        documents: term.documents,
        selective: false,
      });
    }
  }
  const terms = [...best.values()]
    .sort((left, right) => right.weight - left.weight)
    .slice(0, MAX_TERMS);
  let budget = CANDIDATE_POSTINGS_BUDGET;
  for (const term of [...terms].sort((left, right) => left.documents - right.documents)) {
    const selected = terms.filter((candidate) => candidate.selective).length;
    if (term.documents > budget && selected >= MIN_SELECTIVE_TERMS) break;
    term.selective = true;
    budget -= term.documents;
  }
  return terms.map(({ lang, lexeme, weight, selective }) => ({ lang, lexeme, weight, selective }));
}
