// `npm run dev`: API with tsx watch on :3000 and Vite with hot reload on :5173 (proxying the API).
import { spawn } from 'node:child_process';
import { ROOT, NPM, ensureDependencies } from './lib.mjs';

await ensureDependencies();
const children = [
  spawn(NPM, ['run', 'dev', '-w', '@lexlogis/server'], { cwd: ROOT, stdio: 'inherit' }),
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
