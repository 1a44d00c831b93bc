import { openDatabase } from './src/db/client';
import { refreshSearchStats } from './src/kb/ingest/refresh-search-stats';
const h = await openDatabase({ dataDir: '/tmp/kbwork/data' });
await refreshSearchStats(h.db);
await h.close();
