import { openDatabase } from './src/db/client';
import { migrateDatabase } from './src/db/migrate';
import { ingestCorpus } from './src/kb/ingest/ingest-corpus';
import { createProgressBar } from './src/kb/ingest/ingest-progress';
import { sql } from 'drizzle-orm';
const h = await openDatabase({});
await migrateDatabase(h);
const r = await ingestCorpus(h.db, '/work/shared/corpus', createProgressBar());
console.log(
  JSON.stringify(
    r.files.map((f) => ({ ...f, skipped: f.skipped })),
    null,
    1,
  ).slice(0, 3000),
  r.durationMs,
);
const r2 = await ingestCorpus(h.db, '/work/shared/corpus', createProgressBar());
console.log(r2.durationMs);
console.log((await h.db.execute(sql`select type, count(*) from kb_sources group by type`)).rows);
console.log(
  (
    await h.db.execute(
      sql`select id, lang, is_current, left(body, 60) b from kb_passages where lang='en' and source_id like 'law-%'`,
    )
  ).rows,
);
console.log((await h.db.execute(sql`select * from kb_corpus_stats`)).rows);
console.log(
  (
    await h.db.execute(
      sql`select lang, lexeme, documents from kb_lexeme_stats order by documents desc limit 15`,
    )
  ).rows,
);
console.log(
  (
    await h.db.execute(
      sql`select id, title, related_articles from kb_sources where type='FORM' limit 60`,
    )
  ).rows
    .map((r) => [r.id, r.related_articles].join(' '))
    .join('\n'),
);
await h.close();
