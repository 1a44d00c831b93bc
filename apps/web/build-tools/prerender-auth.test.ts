import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as renderModule from '../src/prerender/render-auth-page';
import { PRERENDER_DATA_ID } from '../src/prerender/prerendered-data';
import { prerenderedFileName, writePrerenderedDocuments } from './prerender-auth';

const webRoot = join(import.meta.dirname, '..');
const CSS = '.text-slate-900{color:#0f172a}';
// The shape of the built auth.html: its script, its stylesheet, an empty root.
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>LexLogis</title>
    <script type="module" crossorigin src="/assets/auth-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/src-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** The text a reader sees without scripts: no data block, no tags. */
function readVisibleText(html: string): string {
  const body = html.slice(html.indexOf('<body>'), html.indexOf(`<script type="application/json"`));
  return body
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('the prerendered sign-in documents (build)', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'prerender-auth-'));
  let written: string[] = [];
  const read = (name: string) => readFileSync(join(outDir, 'auth-pages', name), 'utf8');

  beforeAll(async () => {
    mkdirSync(join(outDir, 'assets'));
    writeFileSync(join(outDir, 'assets', 'src-abc.css'), CSS);
    written = await writePrerenderedDocuments({
      webRoot,
      outDir,
      template: TEMPLATE,
      module: renderModule,
    });
  }, 60_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('writes every sign-in page in both languages, with and without Google, compressed', () => {
    expect(written).toHaveLength(renderModule.AUTH_PAGE_PATHS.length * 2 * 2);
    for (const file of written) {
      const html = readFileSync(file);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(html)).toBe(true);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(html)).toBe(true);
    }
    expect(existsSync(join(outDir, 'auth-pages', 'login.fr.google.html'))).toBe(true);
  });

  it.each([
    ['en', ['Log in', 'Email', 'Password', 'Forgot your password?', 'Create an account']],
    ['fr', ['Connexion', 'Courriel', 'Mot de passe', 'Se connecter', 'Créer un compte']],
  ] as const)('renders the login page in %s with its labels visible', (language, texts) => {
    const html = read(prerenderedFileName('/auth/login', language, false));
    expect(html).toContain(`<html lang="${language}">`);
    const text = readVisibleText(html);
    for (const expected of texts) expect(text).toContain(expected);
    // No raw translation key reached the page (a namespace the build did not pass).
    expect(text).not.toMatch(/\b(auth|common|screens|policies)\.[a-z]+/);
    expect(html).toContain(`<label for="login-email"`);
    expect(text).not.toContain('Continue with Google');
  });

  it('puts the title, the CSS and the data the browser hydrates with into the document', () => {
    const html = read('login.fr.html');
    expect(html).toContain('<title>Connexion · LexLogis</title>');
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    const block = html.match(
      new RegExp(`<script type="application/json" id="${PRERENDER_DATA_ID}">(.*?)</script>`),
    );
    const data = JSON.parse(block?.[1] ?? 'null') as Record<string, unknown>;
    expect(data).toMatchObject({
      path: '/auth/login',
      language: 'fr',
      providers: { google: false },
    });
    expect(Object.keys(data.catalogs as object).sort()).toEqual(['auth', 'base']);
  });

  it('renders the lazy register form in full, and the Google button where configured', () => {
    expect(readVisibleText(read('register.fr.html'))).toContain('Mot de passe');
    expect(read('register.en.html')).toContain('<html lang="en">');
    expect(readVisibleText(read('login.en.google.html'))).toContain('Continue with Google');
    expect(readVisibleText(read('error.fr.html'))).toContain('Retour à la connexion');
  });
});
