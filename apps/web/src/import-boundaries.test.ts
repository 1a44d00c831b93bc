import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT });

async function getRestrictedImports(code: string, filePath: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').length;
}

describe('import boundaries (enforced by lint)', () => {
  const chatFile = 'apps/web/src/features/chat/components/boundary-probe.tsx';

  it('lets a feature import itself, shared code and contracts', async () => {
    const code = [
      "import { a } from '@/features/chat/components/chat-home';",
      "import { b } from '@/lib/utils';",
      "import { c } from '@/components/ui/button';",
      "import { d } from '@lexlogis/contracts';",
      'export const all = [a, b, c, d];',
    ].join('\n');
    expect(await getRestrictedImports(code, chatFile)).toBe(0);
  });

  it('stops a feature from importing another feature, by alias or relative path', async () => {
    expect(
      await getRestrictedImports(
        "import { x } from '@/features/policies/components/p';\nexport const y = x;",
        chatFile,
      ),
    ).toBe(1);
    expect(
      await getRestrictedImports(
        "import { x } from '../../marketplace/components/m';\nexport const y = x;",
        chatFile,
      ),
    ).toBe(1);
  });

  it('stops shared code from importing features and the web from importing the server', async () => {
    const libFile = 'apps/web/src/lib/boundary-probe.ts';
    expect(
      await getRestrictedImports(
        "import { x } from '@/features/chat/components/c';\nexport const y = x;",
        libFile,
      ),
    ).toBe(1);
    expect(
      await getRestrictedImports(
        "import { x } from '../../../server/src/app';\nexport const y = x;",
        libFile,
      ),
    ).toBe(1);
  });

  it('stops the server from importing web code', async () => {
    const serverFile = 'apps/server/src/modules/boundary-probe.ts';
    expect(
      await getRestrictedImports(
        "import { x } from '../../../web/src/lib/utils';\nexport const y = x;",
        serverFile,
      ),
    ).toBe(1);
  });
});
