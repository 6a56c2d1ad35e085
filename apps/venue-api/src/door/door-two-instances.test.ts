// The door on two instances of one PostgreSQL database (docs/backend.md#several-instances): devices syncing
// the same codes at once through different instances leave one standing admission a code, the earliest,
// and every other one recorded beside it; a door device connected to one instance hears what the other did.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOOR_JOIN_EVENT, DOOR_UPDATE_EVENT, type QueuedCheckIn } from '@venue/core/door/door.schema';
import type { PostgresDatabase } from '../db/postgres.database';
import { doorTestCodes, type DoorTestCodes } from '../testing/door-codes';
import { guestSocket, type GuestSocket } from '../testing/guest-socket';
import { startSocketInstance, type SocketInstance } from '../testing/socket-instance';
import { DB_START_TIMEOUT_MS, TEST_NOW } from '../testing/test-api';
import { openTwoInstances, testDatabaseKind } from '../testing/test-database';
import { doorDesk, type DoorDesk } from './door-desk';
import { doorConnectionHandler, doorPass } from './door-socket';

interface Instance extends SocketInstance {
  readonly desk: DoorDesk;
}

const night = '2030-06-15';

describe.runIf(testDatabaseKind() === 'postgres')('the door on two instances of one PostgreSQL database', () => {
  let handles: readonly [PostgresDatabase, PostgresDatabase];
  let instances: Instance[] = [];
  let codes: DoorTestCodes;
  const sockets: GuestSocket[] = [];

  async function instance(db: PostgresDatabase): Promise<Instance> {
    const started = await startSocketInstance(db, doorConnectionHandler);
    return { ...started, desk: doorDesk(started.ctx, codes) };
  }

  beforeAll(async () => {
    codes = await doorTestCodes();
    handles = await openTwoInstances();
    instances = [await instance(handles[0]), await instance(handles[1])];
  }, DB_START_TIMEOUT_MS);
  afterAll(async () => {
    sockets.forEach((door) => door.socket.disconnect());
    for (const instance of instances) await instance.stop();
    await Promise.all(handles.map((db) => db.close()));
  });

  it('keeps the earliest of two devices admissions standing for every code, however their syncs interleave', async () => {
    const [a, b] = instances as [Instance, Instance];
    const issued = await Promise.all(Array.from({ length: 12 }, () => codes.issue(night)));
    const batch = (device: string, door: string, minuteOf: (i: number) => number): QueuedCheckIn[] =>
      issued.map(({ token, code }, i) => ({
        code: token,
        checkIn: { codeId: code.codeId, at: new Date(TEST_NOW.getTime() - (60 - minuteOf(i)) * 60_000).toISOString(), door, device },
      }));
    // Device one was first on even codes, device two on odd ones; both sync at once, each through its own instance.
    const one = batch('device-one-0001', 'Main door', (i) => (i % 2 === 0 ? 1 : 5));
    const two = batch('device-two-0002', 'Side door', (i) => (i % 2 === 0 ? 5 : 1));
    const [fromA, fromB] = await Promise.all([
      a.desk.sync(night, { device: 'device-one-0001', checkIns: one }),
      b.desk.sync(night, { device: 'device-two-0002', checkIns: two }),
    ]);
    expect(fromA.outcomes.every((o) => o.outcome !== 'refused')).toBe(true);
    expect(fromB.outcomes.every((o) => o.outcome !== 'refused')).toBe(true);

    const list = await a.desk.list(night);
    for (const [i, { code }] of issued.entries()) {
      const standing = list.checkIns.filter((c) => c.codeId === code.codeId);
      expect(standing).toEqual([i % 2 === 0 ? one[i]!.checkIn : two[i]!.checkIn]);
      expect(list.conflicts.filter((c) => c.codeId === code.codeId)).toEqual([
        { codeId: code.codeId, first: standing[0], other: i % 2 === 0 ? two[i]!.checkIn : one[i]!.checkIn },
      ]);
    }
  });

  it('admits a code scanned at two doors at once exactly once', async () => {
    const [a, b] = instances as [Instance, Instance];
    const { token } = await codes.issue(night);
    const answers = await Promise.all([
      a.desk.admit(night, { code: token, door: 'Main door', device: 'device-one-0001' }),
      b.desk.admit(night, { code: token, door: 'Side door', device: 'device-two-0002' }),
    ]);
    expect(answers.map((answer) => answer.outcome).sort()).toEqual(['admitted', 'already-in']);
  });

  it("tells a door device connected to one instance of the other instance's admissions", async () => {
    const [a, b] = instances as [Instance, Instance];
    const door = await guestSocket(b.origin);
    sockets.push(door);
    const joined = await door.socket.emitWithAck(DOOR_JOIN_EVENT, { night, pass: doorPass('demo-staff', TEST_NOW) });
    expect(joined).toBe(true);
    expect(await door.socket.emitWithAck(DOOR_JOIN_EVENT, { night, pass: 'forged.pass' })).toBe(false);
    const { token, code } = await codes.issue(night);
    await a.desk.admit(night, { code: token, door: 'Main door', device: 'device-one-0001' });
    await expect
      .poll(() => door.heard.some((h) => h.event === DOOR_UPDATE_EVENT && JSON.stringify(h.payload).includes(code.codeId)), {
        timeout: 10_000,
      })
      .toBe(true);
  });
});
