import { describe, expect, it } from 'vitest';
import { listRouteFiles, measureRoutes, type ViteManifest } from './js-budget';

// A build in miniature: the entry shares vendor code with a screen, which also has a chunk of
// its own and a lazy dialog that must not count towards the first paint.
const MANIFEST: ViteManifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/app/routes/home.tsx', 'src/app/routes/auth-login.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_markdown.js': { file: 'assets/markdown.js', imports: ['_react.js'] },
  'src/app/routes/home.tsx': {
    file: 'assets/home.js',
    imports: ['_react.js', '_chat.js'],
    dynamicImports: ['src/dialog.tsx'],
  },
  '_chat.js': { file: 'assets/chat.js', imports: ['_react.js'] },
  'src/dialog.tsx': { file: 'assets/dialog.js', imports: ['_markdown.js'] },
  'src/app/routes/auth-login.tsx': { file: 'assets/login.js' },
  'index.css': { file: 'assets/index.css' },
  // A second document (the sign-in page) sharing the vendor chunk, not the app's entry.
  'auth.html': { file: 'assets/auth.js', isEntry: true, imports: ['_react.js'] },
};
const SIZES: Record<string, number> = {
  'assets/index.js': 10_000,
  'assets/react.js': 50_000,
  'assets/home.js': 20_000,
  'assets/chat.js': 15_000,
  'assets/login.js': 5_000,
  'assets/auth.js': 8_000,
};
const sizeOf = (file: string) => SIZES[file] ?? 1_000_000;

describe('listRouteFiles', () => {
  it('counts the entry and the lazy route with their static imports, once each', () => {
    expect(listRouteFiles(MANIFEST, ['src/app/routes/home.tsx'])).toEqual([
      'assets/chat.js',
      'assets/home.js',
      'assets/index.js',
      'assets/react.js',
    ]);
  });

  it('leaves out what a screen loads later (its dynamic imports)', () => {
    const files = listRouteFiles(MANIFEST, ['src/app/routes/home.tsx']);
    expect(files).not.toContain('assets/dialog.js');
    expect(files).not.toContain('assets/markdown.js');
  });

  it('fails loudly when the budget names a module the build no longer has', () => {
    expect(() => listRouteFiles(MANIFEST, ['src/app/routes/gone.tsx'])).toThrow(/gone\.tsx/);
  });

  it("starts from the route's own document when it names one, not from the app's", () => {
    expect(listRouteFiles(MANIFEST, [], 'auth.html')).toEqual([
      'assets/auth.js',
      'assets/react.js',
    ]);
    expect(() => listRouteFiles(MANIFEST, [], 'gone.html')).toThrow(/gone\.html/);
  });
});

describe('measureRoutes', () => {
  it('sums the compressed sizes and flags a route over its budget', () => {
    const [home, login] = measureRoutes(
      MANIFEST,
      {
        routes: [
          { route: '/', lazy: ['src/app/routes/home.tsx'], maxKb: 90 },
          { route: '/auth/login', lazy: ['src/app/routes/auth-login.tsx'], maxKb: 70 },
        ],
      },
      sizeOf,
    );
    expect(home).toMatchObject({ bytes: 95_000, overBudget: true });
    expect(login).toMatchObject({ bytes: 65_000, overBudget: false });
  });

  it('measures a route served by another document from that document', () => {
    const [login] = measureRoutes(
      MANIFEST,
      { routes: [{ route: '/auth/login', entry: 'auth.html', lazy: [], maxKb: 57 }] },
      sizeOf,
    );
    expect(login).toMatchObject({ bytes: 58_000, overBudget: true });
  });
});
