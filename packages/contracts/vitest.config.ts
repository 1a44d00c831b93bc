import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@lexlogis/contracts',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
