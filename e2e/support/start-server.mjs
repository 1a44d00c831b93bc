// Starts the real product for the e2e run on a brand-new data directory, so every run starts
// from the same demo data, and removes that directory when the server stops.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'lexlogis-e2e-'));
process.env.DATA_DIR = dataDir;
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
await import('../../scripts/start.mjs');
