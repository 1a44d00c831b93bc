import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Test helpers used to sit in production folders under four naming schemes, so nobody could
 * tell what ships. They all live in src/test/ now; this keeps it that way (the ESLint rule in
 * eslint.config.js says the same for imports, this also catches a helper by its name).
 */

const SRC_DIR = fileURLToPath(new URL('..', import.meta.url));
const HELPER_NAME =
  /(^|[.-])(test|tests|testing|fake|fakes|fixture|fixtures|mock|mocks|stub|stubs)([.-])/;
const TEST_FOLDER = /(^|\/)(test|tests|__tests__|fixtures)\//;
const TEST_IMPORT = /\bfrom\s+'([^']*\/test\/[^']*)'|\bimport\(\s*'([^']*\/test\/[^']*)'\s*\)/;

function listTypeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listTypeScriptFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SRC_DIR, path).split(sep).join('/')] : [];
  });
}

const productionFiles = listTypeScriptFiles(SRC_DIR).filter(
  (file) => !file.startsWith('test/') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'),
);

function isTestHelperPath(file: string): boolean {
  const name = file.slice(file.lastIndexOf('/') + 1);
  return HELPER_NAME.test(name) || TEST_FOLDER.test(file);
}

function findTestImport(source: string): string | undefined {
  const match = TEST_IMPORT.exec(source);
  return match ? (match[1] ?? match[2]) : undefined;
}

describe('test helpers live in src/test/ only', () => {
  it('recognises the names helpers used to have', () => {
    for (const file of [
      'ai/fake-model-server.ts',
      'ai/test-sources.ts',
      'kb/test/fixture-corpus.ts',
      'modules/advices/advices.test-support.ts',
      'modules/form-answers/form-answers.test-helpers.ts',
    ]) {
      expect(isTestHelperPath(file), file).toBe(true);
    }
    expect(isTestHelperPath('ai/latest-answer.ts')).toBe(false);
    expect(isTestHelperPath('modules/advices/advice-stream.service.ts')).toBe(false);
  });

  it('keeps every helper out of the production folders', () => {
    expect(productionFiles.length).toBeGreaterThan(50);
    expect(productionFiles.filter(isTestHelperPath)).toEqual([]);
  });

  it('recognises an import of src/test/', () => {
    expect(findTestImport("import { createTestApp } from '../test/test-app';")).toBe(
      '../test/test-app',
    );
    expect(findTestImport("import { x } from '../../test/fixture-corpus';")).toBe(
      '../../test/fixture-corpus',
    );
    expect(
      findTestImport("import { readAnswers } from './answer-tests-overview';"),
    ).toBeUndefined();
  });

  it('never imports a test helper from production code', () => {
    const offenders = productionFiles.filter((file) =>
      findTestImport(readFileSync(join(SRC_DIR, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
