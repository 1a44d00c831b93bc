// `npm run bench -- <suite>`: runs a benchmark suite and appends its figures to bench/RESULTS.md.
import { runApiBenchmark } from './api-bench';
import { runCaselawBenchmark } from './caselaw-bench';
import { runChatBenchmark } from './chat-bench';
import { runKbBenchmark } from './kb-bench';
import { runPaymentsBenchmark } from './payments-bench';

const SUITES: Record<string, () => Promise<void>> = {
  api: runApiBenchmark,
  caselaw: runCaselawBenchmark,
  chat: runChatBenchmark,
  kb: runKbBenchmark,
  payments: runPaymentsBenchmark,
};

const name = process.argv[2] ?? '';
const suite = SUITES[name];
if (!suite) {
  console.error(`Usage: npm run bench -- <suite>   (suites: ${Object.keys(SUITES).join(', ')})`);
  process.exit(2);
}
await suite();
