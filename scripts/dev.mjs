// `npm run dev`: API with tsx watch on :3000 and Vite with hot reload on :5173 (proxying the API).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, NPM, ensureDependencies } from './lib.mjs';

await ensureDependencies();
// npm runs workspace scripts inside the workspace folder: keep data at the repo root, as `npm start` does.
const serverEnv = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(ROOT, 'data') };
const children = [
  spawn(NPM, ['run', 'dev', '-w', '@lexlogis/server'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: serverEnv,
  }),
  spawn(NPM, ['run', 'dev', '-w', '@lexlogis/web'], { cwd: ROOT, stdio: 'inherit' }),
];
console.log(
  'Open http://localhost:5173 (Vite, hot reload). The API runs on http://localhost:3000.',
);
const stopAll = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
