/** Retrieval quality of one question: its expected articles and the ranked articles found. */
export type EvalCase = { expected: readonly string[]; ranked: readonly string[] };

export type Metrics = {
  questions: number;
  hitAt1: number;
  hitAt5: number;
  hitAt10: number;
  recallAt10: number;
  mrr: number;
};

/** Distinct articles in rank order (an article and its modified-law note count once). */
export function distinctArticles(articles: ReadonlyArray<string | undefined>): string[] {
  const seen = new Set<string>();
  for (const article of articles) if (article) seen.add(article);
  return [...seen];
}

/** hit@1, hit@5, hit@10, recall@10 and MRR (over the first 10), averaged over the cases. */
export function computeMetrics(cases: readonly EvalCase[]): Metrics {
  if (cases.length === 0)
    return { questions: 0, hitAt1: 0, hitAt5: 0, hitAt10: 0, recallAt10: 0, mrr: 0 };
  let hitAt1 = 0;
  let hitAt5 = 0;
  let hitAt10 = 0;
  let recall = 0;
  let reciprocal = 0;
  for (const { expected, ranked } of cases) {
    const wanted = new Set(expected);
    const top = ranked.slice(0, 10);
    const first = top.findIndex((article) => wanted.has(article));
    if (first === 0) hitAt1 += 1;
    if (first >= 0 && first < 5) hitAt5 += 1;
    if (first >= 0) hitAt10 += 1;
    if (first >= 0) reciprocal += 1 / (first + 1);
    recall += top.filter((article) => wanted.has(article)).length / Math.max(1, wanted.size);
  }
  const n = cases.length;
  return {
    questions: n,
    hitAt1: hitAt1 / n,
    hitAt5: hitAt5 / n,
    hitAt10: hitAt10 / n,
    recallAt10: recall / n,
    mrr: reciprocal / n,
  };
}
