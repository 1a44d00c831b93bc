/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { firstScreenPreloadPlugin } from './build-tools/first-screen-preload';
import { localeCatalogsPlugin } from './build-tools/locale-catalogs';
import { precompressPlugin } from './build-tools/precompress';
import { prerenderAuthPlugin } from './build-tools/prerender-auth';

// '/dev/' keeps the trailing slash so SPA routes that merely start with "dev" are not proxied.
const PROXIED_PATHS = ['/api', '/idp', '/healthz', '/dev/'];
const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ mode }) => {
  // VITE_API_PROXY lets a developer point the dev server at an API running elsewhere.
  const env = loadEnv(mode, webRoot, '');
  const apiTarget = env.VITE_API_PROXY || 'http://localhost:3000';
  const proxy = Object.fromEntries(
    PROXIED_PATHS.map((path) => [path, { target: apiTarget, changeOrigin: true }]),
  );

  return {
    plugins: [
      localeCatalogsPlugin(),
      react(),
      tailwindcss(),
      firstScreenPreloadPlugin(),
      prerenderAuthPlugin(),
      precompressPlugin(),
    ],
    resolve: {
      alias: { '@': `${webRoot}src` },
    },
    server: { proxy },
    preview: { proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // dist/.vite/manifest.json: the chunk graph the JS budget check (build-tools/js-budget.ts) reads.
      manifest: true,
      modulePreload: {
        // The sign-in entry starts its page's code after the first paint (src/auth-main.tsx): its
        // chunks need no preload list there, whose names alone weighed half a kB.
        resolveDependencies: (_file, deps, { hostId, hostType }) =>
          hostType === 'js' && /^assets\/auth-[\w-]{8}\.js$/.test(hostId) ? [] : deps,
      },
      rolldownOptions: {
        // Two documents: the app, and the sign-in page the server sends for the sign-in paths on
        // a first load (auth.html, without the router and data layer; issue 18).
        input: { main: `${webRoot}index.html`, auth: `${webRoot}auth.html` },
        output: {
          // locale-fr-auth-<hash>.js rather than auth-<hash>.js: which language a page loaded shows
          // in the network log (webperf e2e spec).
          chunkFileNames: (chunk) => {
            const catalog = chunk.facadeModuleId?.match(
              /i18n[\\/]generated[\\/](\w+)[\\/]\w+\.json$/,
            );
            return catalog
              ? `assets/locale-${catalog[1]}-[name]-[hash].js`
              : 'assets/[name]-[hash].js';
          },
          // Libraries change less often than our code: separate chunks keep them cached across releases.
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                priority: 3,
              },
              // The app's libraries that the sign-in page (auth.html) does without: the router and
              // TanStack Query. One chunk, as every app screen loads both.
              {
                name: 'app-libs',
                test: /node_modules[\\/](react-router|@tanstack)[\\/]/,
                priority: 3,
              },
              // Without react-i18next's Trans components (and their HTML parser): only the app uses
              // them, so they stay off the sign-in page.
              {
                name: 'i18n',
                test: /node_modules[\\/](i18next[\\/]|react-i18next[\\/]dist[\\/]es[\\/](?!(Icu)?Trans))/,
                priority: 2,
              },
              // No group for Radix: one chunk for all of it made the tabs of the first screen
              // pull in the dialogs' code too. Each primitive now goes where it is used.
              // Apart from @tanstack: zod is loaded on first validation, not on the first screen.
              { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            ],
          },
        },
      },
    },
    test: {
      name: '@lexlogis/web',
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'],
      css: false,
      // Component tests drive whole screens with user-event in jsdom: ~4 s each on a quiet
      // 2-core machine, so the 5 s default failed one at random on a busier CI runner.
      testTimeout: 20_000,
      restoreMocks: true,
      unstubGlobals: true,
    },
  };
});
