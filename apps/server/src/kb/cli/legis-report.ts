// `npm run kb:legis-report`: the loaded Civil Code consolidation and the last import's report.
import { readLegisStatus } from '../legis/legis-status';
import { formatImportReport } from '../legis/format-import-report';
import { runWithDatabase } from './cli-support';

await runWithDatabase(
  async (database) => {
    const status = await readLegisStatus(database.db);
    console.log(
      status.consolidation
        ? `Civil Code loaded: consolidated to ${status.consolidation} (${status.articleCount} articles).`
        : 'No Civil Code article is loaded: run npm run kb:ingest or npm run kb:import-ccq -- FILE.pdf.',
    );
    console.log(status.lastImport ? formatImportReport(status.lastImport) : 'No PDF imported yet.');
    return 0;
  },
  { ensureLoaded: false },
);
