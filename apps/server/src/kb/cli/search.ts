// `npm run -s kb:search -- [--json] [--k 10] [--lang en|fr] [--types LAW,FORM] "question"`
// `npm run -s kb:search -- --batch FILE.jsonl`: lines {"id","q","lang"} → {"id","results"}.
import { readFileSync } from 'node:fs';
import { kbSearchQuerySchema } from '@lexlogis/contracts';
import { createKbService, type KbService } from '../../modules/kb/kb.service';
import { createEmbeddingIndex } from '../embeddings/embedding-index';
import { parseCliArgs, runWithDatabase, stderrLog } from './cli-support';
import { formatResultLine, toCliResult } from './search-output';

const { values, positionals } = parseCliArgs({
  json: { type: 'boolean', default: false },
  k: { type: 'string' },
  lang: { type: 'string' },
  types: { type: 'string' },
  batch: { type: 'string' },
});

async function searchOnce(service: KbService, input: Record<string, unknown>) {
  const query = kbSearchQuerySchema.parse(input);
  const response = await service.search(query);
  return response.results.map(toCliResult);
}

async function runBatch(service: KbService, file: string): Promise<number> {
  let failures = 0;
  const lines = readFileSync(file, 'utf8').split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    if (!raw.trim()) continue;
    let id: unknown = null;
    try {
      const line = JSON.parse(raw) as { id?: unknown; q?: unknown; lang?: unknown };
      id = line.id ?? null;
      const results = await searchOnce(service, { ...common, q: line.q, lang: line.lang });
      process.stdout.write(`${JSON.stringify({ id, results })}\n`);
    } catch (error) {
      failures += 1;
      process.stderr.write(`${file}:${index + 1}: ${(error as Error).message}\n`);
      process.stdout.write(`${JSON.stringify({ id, results: [], error: 'invalid line' })}\n`);
    }
  }
  return failures > 0 ? 1 : 0;
}

const common = {
  k: values.k,
  lang: values.lang,
  types: values.types,
};

await runWithDatabase(
  async (database, env) => {
    const service = createKbService(database.db, {
      embeddings: createEmbeddingIndex(database.db, env.EMBEDDINGS, stderrLog),
    });
    if (values.batch) return runBatch(service, values.batch);
    const question = positionals.join(' ');
    if (!question.trim()) {
      process.stderr.write(
        'Usage: npm run -s kb:search -- [--json] [--k N] [--lang en|fr] "question"\n',
      );
      return 2;
    }
    const results = await searchOnce(service, { ...common, q: question });
    if (values.json) process.stdout.write(`${JSON.stringify(results)}\n`);
    else results.forEach((result, index) => console.log(formatResultLine(result, index + 1)));
    return 0;
  },
  { ensureLoaded: true },
);
