import { checkGrounding } from './grounding-check';
import { readGroundingCorpus } from './grounding-corpus';
import {
  DEFAULT_CONTENT_DIR,
  readContent,
  type ContentProblem,
  type KbContent,
} from './load-content';

export type GroundingReport = {
  content: KbContent;
  problems: ContentProblem[];
  /** Corpus lines the parsers rejected: content citing what they held is reported as unknown. */
  corpusRejected: readonly string[];
};

/**
 * Reads a content directory and a corpus directory and returns every problem: the loader's
 * (schema, duplicates) first, then the grounding check's. Throws only when the corpus cannot be
 * read at all, because content cannot be judged against a law that is not there.
 */
export function runGroundingCheck(options: {
  corpusDir: string;
  contentDir?: string;
}): GroundingReport {
  const corpus = readGroundingCorpus(options.corpusDir);
  const { content, problems } = readContent(options.contentDir ?? DEFAULT_CONTENT_DIR);
  return {
    content,
    problems: [...problems, ...checkGrounding(content, corpus)],
    corpusRejected: corpus.rejected,
  };
}
