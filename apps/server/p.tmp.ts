import { openDatabase } from './src/db/client';
import { createKbService } from './src/modules/kb/kb.service';
import { createKbRepository } from './src/modules/kb/kb.repository';
const h = await openDatabase({ dataDir: '/tmp/kbwork/data' });
const svc = createKbService(h.db);
const repo = createKbRepository(h.db);
const q = 'My landlord wants to increase my rent by 10%, what can I do?';
for (let i = 0; i < 5; i++) {
  await svc.search({ q, k: 10 });
}
const times: number[] = [];
for (let i = 0; i < 30; i++) {
  const t = performance.now();
  await svc.search({ q, k: 10 });
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
console.log('search p50', times[15].toFixed(1), 'p95', times[28].toFixed(1));
let t = performance.now();
for (let i = 0; i < 20; i++)
  await repo.analyzeTerms({
    question: q,
    frenchExpansion: 'augmentation de loyer hausse de loyer modification du bail',
    englishExpansion: 'rent increase',
  });
console.log('analyze', ((performance.now() - t) / 20).toFixed(1));
t = performance.now();
for (let i = 0; i < 20; i++) await repo.readCorpusStats();
console.log('stats', ((performance.now() - t) / 20).toFixed(1));
await h.close();
