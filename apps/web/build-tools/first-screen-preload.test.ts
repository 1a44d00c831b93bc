import { describe, expect, it } from 'vitest';
import { ANSWER_PRELOAD_FILE as SERVER_READS } from '@lexlogis/contracts/helpers';
import {
  addModulePreloads,
  ANSWER_PRELOAD_FILE,
  firstScreenPreloadPlugin,
  listFirstScreenFiles,
  type Bundle,
} from './first-screen-preload';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports,
});

const BUNDLE: Bundle = {
  'assets/main-1.js': chunk('assets/main-1.js', '/w/src/main.tsx', ['assets/react-1.js']),
  'assets/react-1.js': chunk('assets/react-1.js', null),
  'assets/main-layout-1.js': chunk(
    'assets/main-layout-1.js',
    '/w/src/app/layouts/main-layout.tsx',
    ['assets/react-1.js', 'assets/spinner-1.js'],
  ),
  'assets/spinner-1.js': chunk('assets/spinner-1.js', null, ['assets/clsx-1.js']),
  'assets/clsx-1.js': chunk('assets/clsx-1.js', null),
  'assets/home-1.js': chunk('assets/home-1.js', '/w/src/app/routes/home.tsx', [
    'assets/spinner-1.js',
  ]),
  'assets/markdown-answer-1.js': chunk('assets/markdown-answer-1.js', '/w/src/md.tsx'),
  'assets/src-1.css': { type: 'asset' },
};

const HTML = `<head>
    <script type="module" crossorigin src="/assets/main-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/src-1.css">
  </head>`;

describe('first-screen preload', () => {
  it('lists the first screen’s chunks with their static imports, never a lazy one', () => {
    const files = listFirstScreenFiles(BUNDLE, [
      'src/app/layouts/main-layout.tsx',
      'src/app/routes/home.tsx',
    ]);
    expect(files).toEqual([
      'assets/main-layout-1.js',
      'assets/react-1.js',
      'assets/spinner-1.js',
      'assets/clsx-1.js',
      'assets/home-1.js',
    ]);
    expect(() => listFirstScreenFiles(BUNDLE, ['src/gone.tsx'])).toThrow(/no chunk/);
  });

  it('links each file once, after the document’s own preloads and before its stylesheet', () => {
    const html = addModulePreloads(HTML, [
      'assets/main-layout-1.js',
      'assets/react-1.js',
      'assets/spinner-1.js',
    ]);
    expect(html.match(/href="\/assets\/react-1\.js"/g)).toHaveLength(1);
    const order = [
      '/assets/react-1.js',
      '/assets/main-layout-1.js',
      '/assets/spinner-1.js',
      '/assets/src-1.css',
    ].map((href) => html.indexOf(`href="${href}"`));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/spinner-1.js">');
    expect(addModulePreloads(html, ['assets/spinner-1.js'])).toBe(html);
  });

  it('writes the answered conversation’s chunks where the server reads them', () => {
    expect(ANSWER_PRELOAD_FILE).toBe(SERVER_READS);
    const bundle: Bundle = {
      ...BUNDLE,
      'assets/markdown-answer-1.js': chunk(
        'assets/markdown-answer-1.js',
        '/w/src/features/chat/components/markdown-answer.tsx',
        ['assets/react-1.js'],
      ),
      'assets/sources-area-1.js': chunk(
        'assets/sources-area-1.js',
        '/w/src/features/sources/components/sources-area.tsx',
        ['assets/tabs-1.js'],
      ),
      'assets/tabs-1.js': chunk('assets/tabs-1.js', null, ['assets/react-1.js']),
      'assets/case-outcome-panel-1.js': chunk(
        'assets/case-outcome-panel-1.js',
        '/w/src/features/caselaw/components/case-outcome-panel.tsx',
        ['assets/tabs-1.js'],
      ),
    };
    const emitted: { fileName?: string; source?: unknown }[] = [];
    const hook = firstScreenPreloadPlugin().generateBundle as unknown as (
      this: { emitFile: (file: { fileName?: string; source?: unknown }) => string },
      options: unknown,
      bundle: Bundle,
    ) => void;
    hook.call({ emitFile: (file) => String(emitted.push(file)) }, {}, bundle);
    expect(emitted).toEqual([
      {
        type: 'asset',
        fileName: SERVER_READS,
        source: JSON.stringify([
          'assets/markdown-answer-1.js',
          'assets/react-1.js',
          'assets/sources-area-1.js',
          'assets/tabs-1.js',
        ]),
      },
    ]);
  });
});
