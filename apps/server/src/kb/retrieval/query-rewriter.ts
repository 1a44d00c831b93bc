/**
 * Optional query rewriting by a language model (e.g. "my landlord wants my flat for his son"
 * → "repossession of a dwelling for a descendant"). Search works fully without it: the
 * rewrites only add words to the question. The advice pipeline provides an implementation
 * when a model is configured; nothing here calls a model.
 */
export type QueryRewriter = {
  rewrite(question: string, lang: 'en' | 'fr' | undefined): Promise<string[]>;
};

const REWRITE_TIMEOUT_MS = 2000;
const MAX_REWRITES = 3;
const MAX_REWRITE_LENGTH = 300;

/** Calls the rewriter with a deadline; a slow or failing model just means no rewrites. */
export async function rewriteSafely(
  rewriter: QueryRewriter,
  question: string,
  lang: 'en' | 'fr' | undefined,
): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string[]>((resolve) => {
    timer = setTimeout(() => resolve([]), REWRITE_TIMEOUT_MS);
  });
  try {
    const rewrites = await Promise.race([rewriter.rewrite(question, lang), timeout]);
    return rewrites
      .filter((text) => typeof text === 'string' && text.trim())
      .slice(0, MAX_REWRITES)
      .map((text) => text.slice(0, MAX_REWRITE_LENGTH));
  } catch {
    return [];
  } finally {
    clearTimeout(timer);
  }
}
