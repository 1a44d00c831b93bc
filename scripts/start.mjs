// `npm start`: install if needed, build the web app if stale, then run the API + web server.
import { spawn } from 'node:child_process';
import { ROOT, ensureDependencies, ensureWebBuild } from './lib.mjs';

try {
  await ensureDependencies();
  await ensureWebBuild();
} catch (error) {
  console.error(`Start-up failed: ${error.message}`);
  process.exit(1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
});
// The server owns graceful shutdown; this wrapper only relays the signal and its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
