// `npm run kb:check-content [-- --content DIR --corpus DIR]`: the grounding check of the written
// notes and guides against the corpus, for writers; exit code 1 when anything is not grounded.
import { resolve } from 'node:path';
import { loadEnv } from '../../env';
import { DEFAULT_CONTENT_DIR, formatContentProblem } from '../content/load-content';
import { runGroundingCheck } from '../content/run-grounding-check';
import { parseCliArgs } from './cli-support';

function main(): number {
  const { values } = parseCliArgs({
    content: { type: 'string' },
    corpus: { type: 'string' },
  });
  const corpusDir = values.corpus ? resolve(values.corpus) : loadEnv().KB_CORPUS_DIR;
  const contentDir = values.content ? resolve(values.content) : DEFAULT_CONTENT_DIR;
  const { content, problems, corpusRejected } = runGroundingCheck({ corpusDir, contentDir });
  for (const line of corpusRejected) {
    process.stderr.write(`Warning: corpus line rejected, not checked against: ${line}\n`);
  }
  for (const problem of problems) console.log(formatContentProblem(problem));
  console.log(
    `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${content.notes.size} ` +
      `notes and ${content.guides.length} guides from ${content.files.length} files ` +
      `(content ${contentDir}, corpus ${corpusDir}).`,
  );
  return problems.length > 0 ? 1 : 0;
}

try {
  process.exitCode = main();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
