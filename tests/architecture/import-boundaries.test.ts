// Proves the lint rule guards the hexagon: a framework import in core is an error,
// the same import in the web app is fine.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function restrictedImportErrors(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals');
}

describe('import boundaries', () => {
  it.each([
    "import 'react';",
    "import { ofetch } from 'ofetch';",
    "import { io } from 'socket.io-client';",
    "import { x } from '@venue/adapters/http/venue-api.http';",
    "import { y } from '../../../apps/web/src/main';",
  ])('core rejects %s', async (code) => {
    const errors = await restrictedImportErrors(code, 'packages/core/src/pricing/example.ts');
    expect(errors).toHaveLength(1);
  });

  it('core rejects DOM and storage globals', async () => {
    const errors = await restrictedImportErrors('export const v = localStorage.getItem("token") ?? window.name;', 'packages/core/src/x.ts');
    expect(errors.map((e) => e.ruleId)).toEqual(['no-restricted-globals', 'no-restricted-globals']);
  });

  it('adapters reject an app import', async () => {
    const errors = await restrictedImportErrors("import { y } from '@venue/web/main';", 'packages/adapters/src/x.ts');
    expect(errors).toHaveLength(1);
  });

  it.each([
    ['packages/core/src/chat/chat.machine.ts', "import { fakeChatPort } from '../testing/chat-test-doubles';"],
    ['packages/adapters/src/http/content.http.ts', "import { recordingClient } from '../testing/recording-client';"],
    ['apps/venue-api/src/routes/tickets.routes.ts', "import { orderClient } from '../testing/order-test-client';"],
    ['apps/web/src/main.tsx', "import { x } from '@venue/core/testing/bottle-test-fixtures';"],
  ])('production code may not import test support: %s', async (filePath, code) => {
    const errors = await restrictedImportErrors(code, filePath);
    expect(errors.map((e) => e.message)).toEqual([expect.stringContaining('testing/')]);
  });

  it.each([
    ['packages/core/src/chat/chat.machine.test.ts', "import { fakeChatPort } from '../testing/chat-test-doubles';"],
    ['packages/adapters/src/testing/venue-pact.ts', "import { recordingClient } from '../testing/recording-client';"],
    ['apps/venue-api/src/routes/tickets.routes.test.ts', "import { orderClient } from '../testing/order-test-client';"],
  ])('tests and test support may import it: %s', async (filePath, code) => {
    const errors = await restrictedImportErrors(code, filePath);
    expect(errors).toHaveLength(0);
  });

  it('the web app may import react', async () => {
    const errors = await restrictedImportErrors("import 'react';", 'apps/web/src/main.tsx');
    expect(errors).toHaveLength(0);
  });
});
