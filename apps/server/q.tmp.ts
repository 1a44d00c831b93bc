import { openDatabase } from './src/db/client';
import { migrateDatabase } from './src/db/migrate';
import { ingestCorpus } from './src/kb/ingest/ingest-corpus';
import { silentProgress } from './src/kb/ingest/ingest-progress';
import { createKbRepository } from './src/modules/kb/kb.repository';
import { createKbService } from './src/modules/kb/kb.service';
const h = await openDatabase({});
await migrateDatabase(h);
await ingestCorpus(h.db, '/work/shared/corpus', silentProgress);
const repo = createKbRepository(h.db);
const timers: Record<string, number[]> = {};
for (const k of Object.keys(repo)) {
  const f = (repo as any)[k];
  (repo as any)[k] = async (...a: any[]) => { const t = performance.now(); const r = await f(...a); (timers[k] ??= []).push(performance.now() - t); return r; };
}
const svc = createKbService(h.db, { repository: repo });
const qs = ['My landlord wants to increase my rent by 10%, what can I do?', 'Le locateur peut-il exiger un dépôt?', 'Mon propriétaire veut reprendre mon logement pour sa fille', 'Can my landlord enter my apartment without notice?'];
for (let i = 0; i < 10; i++) for (const q of qs) await svc.search({ q, k: 10 });
for (const k in timers) timers[k] = [];
const times: number[] = [];
for (let i = 0; i < 25; i++) for (const q of qs) { const t = performance.now(); await svc.search({ q, k: 10 }); times.push(performance.now() - t); }
times.sort((a,b)=>a-b); console.log('search p50', times[50].toFixed(1), 'p95', times[95].toFixed(1));
for (const k in timers) { const v = timers[k].sort((a,b)=>a-b); console.log(k, 'p50', v[Math.floor(v.length/2)]?.toFixed(1), 'p95', v[Math.floor(v.length*0.95)]?.toFixed(1)); }
await h.close();
