import { defineConfig } from 'vitest/config';

// One runner for every workspace; e2e/ belongs to Playwright and stays out.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
    exclude: ['**/node_modules/**', 'e2e/**', '**/dist/**'],
  },
});
