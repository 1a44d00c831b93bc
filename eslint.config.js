import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const FEATURES_DIR = 'apps/web/src/features';
const features = existsSync(FEATURES_DIR)
  ? readdirSync(FEATURES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

// The web app must never reach into the server; only @lexlogis/contracts is shared.
const serverImports = {
  group: ['@lexlogis/server', '@lexlogis/server/**', '**/apps/server/**', '**/server/src/**'],
  message:
    'The web app talks to the server over HTTP only; share types through @lexlogis/contracts.',
};
// Primitives and helpers stay feature-agnostic so any feature can use them.
const featureImports = {
  group: ['@/features/**', '**/features/**', '@/app/**', '**/app/**'],
  message: 'Shared code (components/ui, lib, i18n) must not depend on features or the app layer.',
};

const webImports = {
  group: ['@lexlogis/web', '**/apps/web/**', '**/web/src/**'],
  message: 'The server never imports web code.',
};
// Test helpers (fakes, fixtures, test apps) live in apps/server/src/test/ and never ship.
const serverTestImports = {
  regex: '(^|/)test/',
  message: 'Production code must not import test helpers from src/test/.',
};

/** One block per feature: it may import itself, shared code and contracts, never a sibling feature. */
const featureBoundaries = features.map((feature) => ({
  files: [`${FEATURES_DIR}/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          serverImports,
          {
            group: ['@/features/*', `!@/features/${feature}`, '../../*', '../../../*'],
            message: `Features do not import each other (use the @/ alias beyond one folder up): move shared code to src/lib or src/components/ui, or compose features in src/app.`,
          },
          {
            group: ['@/app/**', '../../../app/**'],
            message: 'Features must not import the app layer.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/.data-*/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: [serverImports] }],
    },
  },
  {
    files: [
      'apps/web/src/components/**/*.{ts,tsx}',
      'apps/web/src/lib/**/*.{ts,tsx}',
      'apps/web/src/i18n/**/*.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports, featureImports] }] },
  },
  ...featureBoundaries,
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@lexlogis/*', '**/apps/**'],
              message: 'Contracts depend on zod only; apps depend on contracts, never the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [webImports, serverTestImports] }],
    },
  },
  {
    files: ['apps/server/src/test/**/*.ts', 'apps/server/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webImports] }] },
  },
);
