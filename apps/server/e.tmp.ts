import { sql } from 'drizzle-orm';
import { openDatabase } from './src/db/client';
import { createKbService } from './src/modules/kb/kb.service';
import { migrateDatabase } from './src/db/migrate';
import { ingestCorpus } from './src/kb/ingest/ingest-corpus';
import { silentProgress } from './src/kb/ingest/ingest-progress';
const h = await openDatabase({});
await migrateDatabase(h);
await ingestCorpus(h.db, '/work/shared/corpus', silentProgress);
const svc = createKbService(h.db);
const q = 'My landlord wants to increase my rent by 10%, what can I do?';
for (let i = 0; i < 20; i++) await svc.search({ q, k: 10 });
const orig = h.db.execute.bind(h.db);
(h.db as any).execute = async (query: any) => {
  const text = JSON.stringify(query.queryChunks?.[0]?.value ?? '');
  if (text.includes('with terms as')) {
    const r = await orig(sql`explain (analyze) ${query}`);
    console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
  }
  return orig(query);
};
await svc.search({ q, k: 10 });
await h.close();
