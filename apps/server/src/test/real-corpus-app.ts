import { ingestCorpus } from '../kb/ingest/ingest-corpus';
import { silentProgress } from '../kb/ingest/ingest-progress';
import { REAL_CORPUS_DIR } from './fixture-corpus';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/** An app whose knowledge base holds the real corpus (../shared/corpus): laws, forms, decisions. */
export async function createRealCorpusTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testApp = await createTestApp({
    ...options,
    env: { QUESTION_RATE_LIMIT_PER_MINUTE: 1000, ...options.env },
  });
  await ingestCorpus(testApp.database.db, REAL_CORPUS_DIR, silentProgress);
  return testApp;
}
