// `npm run bench -- <suite>`: runs a benchmark suite and appends its figures to bench/RESULTS.md.
import { runApiBenchmark } from './api-bench';
import { runCaselawBenchmark } from './caselaw-bench';
import { runChatBenchmark } from './chat-bench';
import { runKbBenchmark } from './kb-bench';
import { runWebBenchmark } from './web-bench';

const SUITES: Record<string, () => Promise<void>> = {
  api: runApiBenchmark,
  caselaw: runCaselawBenchmark,
  chat: runChatBenchmark,
  kb: runKbBenchmark,
  web: runWebBenchmark,
};

const name = process.argv[2] ?? '';
const suite = SUITES[name];
if (!suite) {
  console.error(`Usage: npm run bench -- <suite>   (suites: ${Object.keys(SUITES).join(', ')})`);
  process.exit(2);
}
await suite();
