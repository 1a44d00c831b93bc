import { openDatabase } from './src/db/client';
import { migrateDatabase } from './src/db/migrate';
import { ingestCorpus } from './src/kb/ingest/ingest-corpus';
import { silentProgress } from './src/kb/ingest/ingest-progress';
import { createKbService } from './src/modules/kb/kb.service';
const h = await openDatabase({ dataDir: '/tmp/kbwork/data' });
await migrateDatabase(h);
const svc = createKbService(h.db);
if ((await svc.isEmpty()) || process.env.REINGEST)
  await ingestCorpus(h.db, '/work/shared/corpus', silentProgress);
const qs = process.argv.slice(2);
for (const q of qs) {
  const t = performance.now();
  const r = await svc.search({ q, k: 8, types: process.env.TYPES?.split(',') as never });
  console.log(
    `\n== ${q} (${(performance.now() - t).toFixed(1)}ms) lang=${r.lang} excl=${JSON.stringify(r.excludedSituation)}`,
  );
  for (const h of r.results)
    console.log(
      h.score.toFixed(3),
      h.source.type,
      (h.source as { article?: string }).article ??
        (h.source as { formId?: string }).formId ??
        (h.source as { reference?: string }).reference ??
        '',
      h.source.title?.slice(0, 70),
      h.source.lang,
    );
}
await h.close();
