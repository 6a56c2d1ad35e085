// CPU time of processes from Linux's /proc (utime + stime, in clock ticks): the API bench's server
// figures when the server side is other programs (two backends and a PostgreSQL server).
import { readdir, readFile } from 'node:fs/promises';

/** Clock ticks a second (`getconf CLK_TCK`): 100 on every Linux the bench runs on. */
const TICKS_PER_SECOND = 100;

interface Stat {
  readonly ppid: number;
  /** The process's own CPU and that of its children it has waited for, in ticks. */
  readonly ownTicks: number;
  readonly reapedTicks: number;
}

/** The fields after the command name, which may itself hold spaces and brackets. */
async function stat(pid: number): Promise<Stat | undefined> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // Fields 4, 14-17 of proc(5), counted from the state (field 3) at index 0.
  const at = (field: number) => Number(fields[field - 3]);
  return { ppid: at(4), ownTicks: at(14) + at(15), reapedTicks: at(16) + at(17) };
}

/** CPU milliseconds `pid` has used, with `withChildren` also its live and ended children (PostgreSQL's backends). */
export async function processCpuMs(pid: number, withChildren = false): Promise<number> {
  const own = await stat(pid);
  if (!own) return 0;
  let ticks = own.ownTicks;
  if (withChildren) {
    ticks += own.reapedTicks;
    const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
    for (const child of pids) {
      const s = await stat(child);
      if (s?.ppid === pid) ticks += s.ownTicks + s.reapedTicks;
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
