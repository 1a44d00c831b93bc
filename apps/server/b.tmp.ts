import { sql } from 'drizzle-orm';
import { openDatabase } from './src/db/client';
import { migrateDatabase } from './src/db/migrate';
import { ingestCorpus } from './src/kb/ingest/ingest-corpus';
import { silentProgress } from './src/kb/ingest/ingest-progress';
const h = await openDatabase({});
await migrateDatabase(h);
await ingestCorpus(h.db, '/work/shared/corpus', silentProgress);
async function time(label: string, q: any, n = 50) {
  for (let i = 0; i < 5; i++) await h.db.execute(q);
  const t = performance.now();
  for (let i = 0; i < n; i++) await h.db.execute(q);
  console.log(label, ((performance.now() - t) / n).toFixed(2), 'ms');
}
await time('select1', sql`select 1`);
await time(
  'tsvector fr',
  sql`select to_tsvector('kb_fr', kb_prepare_fr(${'My landlord wants to increase my rent by 10%, what can I do?'}))`,
);
await time(
  'tsvector fr plain',
  sql`select to_tsvector('french', ${'My landlord wants to increase my rent by 10%, what can I do?'})`,
);
await time(
  'tsvector en',
  sql`select to_tsvector('kb_en', ${'My landlord wants to increase my rent by 10%, what can I do?'})`,
);
await time(
  'count fts',
  sql`select count(*) from kb_passages where fts @@ 'loyer | augment'::tsquery`,
);
await time(
  'join terms',
  sql`with t(lang,q,w) as (values ('fr','loyer'::tsquery,1.0),('fr','augment'::tsquery,2.0),('fr','modif'::tsquery,2.0),('fr','bail'::tsquery,0.2),('en','increas'::tsquery,2.0),('en','rent'::tsquery,1.0))
 select p.source_id, sum(t.w) from t join kb_passages p on p.fts @@ t.q and p.lang = t.lang group by p.source_id order by 2 desc limit 50`,
);

await h.db.execute(
  sql`create table post as select p.id as passage_id, p.source_id, p.lang, u.lexeme, length(p.fts) as len from kb_passages p, unnest(p.fts) u`,
);
await h.db.execute(sql`create index on post(lang, lexeme)`);
await h.db.execute(sql`analyze post`);
console.log((await h.db.execute(sql`select count(*) from post`)).rows);
await time(
  'postings',
  sql`with t(lang,lexeme,w) as (values ('fr','loyer',1.0),('fr','augment',2.0),('fr','modif',2.0),('fr','bail',0.2),('en','increas',2.0),('en','rent',1.0),('fr','a',0.1),('fr','propriet',1.0),('fr','condit',1.0),('fr','10',1.0),('en','owner',1.0),('en','month',1.0),('en','payment',1.0),('fr','hauss',1.0))
 select source_id, max(s) from (select passage_id, source_id, sum(t.w) * 2.2 / (1 + 1.2 * (0.25 + 0.75 * max(len) / 60.0)) s from t join post p using (lang, lexeme) group by passage_id, source_id) x group by source_id order by 2 desc limit 50`,
);
await h.close();
