import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@lexlogis/server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Builds the migrated database template once per run; each test file then clones it.
    globalSetup: ['./src/test/global-setup.ts'],
    // PGlite is WebAssembly with a large heap: child processes contain it best.
    pool: 'forks',
    // Reusing a worker across files keeps PGlite's compiled WebAssembly and the loaded
    // template warm, which halves the suite time. Test files must therefore not leave global
    // state behind (env, timers, module mocks).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
