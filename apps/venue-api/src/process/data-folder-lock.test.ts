import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataFolder, serverUsing } from './data-folder-lock';

describe('one server per data folder', () => {
  it('claims a free folder and frees it again', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'venue-lock-'));
    const unlock = await lockDataFolder(dir);
    expect(await readFile(join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    await unlock();
    expect(await serverUsing(dir)).toBeNull();
  });

  it('refuses a folder a live server holds, and takes over one a killed server left', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'venue-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    await writeFile(join(dir, 'server.pid'), String(other.pid));
    expect(await serverUsing(dir)).toBe(other.pid);
    await expect(lockDataFolder(dir)).rejects.toThrow(/Another server \(pid \d+\) is using/);
    other.kill('SIGKILL');
    await new Promise((resolve) => other.once('exit', resolve));
    expect(await serverUsing(dir)).toBeNull();
    await (
      await lockDataFolder(dir)
    )();
  });
});
