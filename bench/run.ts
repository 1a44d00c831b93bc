// `npm run bench -- <suite>`: runs a benchmark suite and appends its figures to bench/RESULTS.md.
import { runAdminBenchmark } from './admin-bench';
import { runApiBenchmark } from './api-bench';
import { runCaselawBenchmark } from './caselaw-bench';
import { runChatBenchmark } from './chat-bench';
import { runDocumentsBenchmark } from './documents-bench';
import { runFaultsBenchmark } from './faults-bench';
import { runKbBenchmark } from './kb-bench';
import { runLoadBenchmark } from './load-bench';
import { runLegisBenchmark } from './legis-bench';
import { runMarketplaceBenchmark } from './marketplace-bench';
import { runPaymentsBenchmark } from './payments-bench';
import { runWebBenchmark } from './web-bench';
import { runWebTraceBenchmark } from './web-trace';

const SUITES: Record<string, () => Promise<void>> = {
  admin: runAdminBenchmark,
  api: runApiBenchmark,
  caselaw: runCaselawBenchmark,
  chat: runChatBenchmark,
  documents: runDocumentsBenchmark,
  faults: runFaultsBenchmark,
  kb: runKbBenchmark,
  load: runLoadBenchmark,
  legis: runLegisBenchmark,
  marketplace: runMarketplaceBenchmark,
  payments: runPaymentsBenchmark,
  web: runWebBenchmark,
  'web-trace': runWebTraceBenchmark,
};

const name = process.argv[2] ?? '';
const suite = SUITES[name];
if (!suite) {
  console.error(`Usage: npm run bench -- <suite>   (suites: ${Object.keys(SUITES).join(', ')})`);
  process.exit(2);
}
await suite();
