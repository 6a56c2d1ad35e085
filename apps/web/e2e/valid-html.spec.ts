// Every route's first HTML passes the W3C Nu Html Checker with no error (docs/decisions.md#valid-html-and-status-codes):
// one Java run over all pages, warnings allowed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { everyRoute } from './every-route';
import { isPhone } from './support';

const vnuJar = createRequire(import.meta.url)('vnu-jar') as string;

// Valid CSS the checker's CSS grammar does not know yet (container queries), even in its newest release.
const CHECKER_GAPS = 'CSS: “container-type”: Property “container-type” doesn.t exist\\.|CSS: Unrecognized at-rule “@container”';

interface VnuMessage {
  readonly type: string;
  readonly url?: string;
  readonly lastLine?: number;
  readonly message: string;
  readonly extract?: string;
}

test('the first HTML of every route has no Nu Html Checker error', async ({ request }, testInfo) => {
  test.skip(isPhone(testInfo), 'The server sends every browser the same HTML: one Java run, on desktop.');
  const java = spawnSync('java', ['-version']);
  if (java.error)
    throw new Error('The Nu Html Checker needs Java: install it (Debian: apt-get install default-jre-headless), then run again.');

  const folder = mkdtempSync(join(tmpdir(), 'venue-vnu-'));
  const files = everyRoute.map((_, i) => join(folder, `page-${i}.html`));
  for (const [i, path] of everyRoute.entries()) writeFileSync(files[i] ?? '', await (await request.get(path)).text());

  const run = spawnSync(
    'java',
    ['-jar', vnuJar, '--format', 'json', '--errors-only', '--filterpattern', CHECKER_GAPS, '--stdout', ...files],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  expect(run.error, 'java -jar vnu.jar').toBeUndefined();
  const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
  const errors = messages
    .filter((m) => m.type !== 'info')
    .map(
      (m) =>
        `${everyRoute[files.findIndex((file) => m.url?.endsWith(file))] ?? m.url} line ${m.lastLine}: ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ''}`,
    );
  expect(errors).toEqual([]);
});
