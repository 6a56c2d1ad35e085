// The door's calls on the database (docs/product.md#the-door): a code goes in once and is then already in,
// with when and at which door; offline admissions synced later keep the first one standing, in whichever
// order devices sync, and both devices are told; other nights, cancelled orders and forged codes are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOOR_UPDATE_EVENT, doorRoom } from '@venue/core/door/door.schema';
import { doorTestCodes, type DoorTestCodes } from '../testing/door-codes';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';
import { doorDesk, type DoorDesk } from './door-desk';

const night = '2030-06-15';
const main = { door: 'Main door', device: 'device-main-0001' };
const side = { door: 'Side door', device: 'device-side-0002' };

let api: TestApi;
let codes: DoorTestCodes;
let desk: DoorDesk;

beforeAll(async () => {
  api = await startTestApi();
  codes = await doorTestCodes();
  desk = doorDesk(api.context(), codes);
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

/** A time this many minutes before the test's clock: the night's admissions so far. */
const at = (minutesAgo: number) => new Date(api.clock.now.getTime() - minutesAgo * 60_000).toISOString();

describe('admitting with the network up', () => {
  it('admits a code once; the second scan is already in, with when and at which door, and every device hears it', async () => {
    const { token, code } = await codes.issue(night);
    api.realtime.clear();
    const first = await desk.admit(night, { code: token, ...main });
    expect(first).toEqual({ outcome: 'admitted', code, checkIn: { codeId: code.codeId, at: api.clock.now.toISOString(), ...main } });
    expect(api.realtime.emitted).toEqual([
      {
        event: DOOR_UPDATE_EVENT,
        room: doorRoom(night),
        payload: { night, checkIns: [{ codeId: code.codeId, at: api.clock.now.toISOString(), ...main }], conflicts: [] },
      },
    ]);
    const again = await desk.admit(night, { code: token, ...side });
    expect(again).toEqual({ outcome: 'already-in', code, first: { codeId: code.codeId, at: api.clock.now.toISOString(), ...main } });
    const list = await desk.list(night);
    expect(list.checkIns.filter((c) => c.codeId === code.codeId)).toHaveLength(1);
  });

  it('refuses a code of another night, a cancelled order, a forged code and a coat check claim', async () => {
    const tomorrow = await codes.issue('2030-06-16');
    expect(await desk.admit(night, { code: tomorrow.token, ...main })).toEqual({ outcome: 'not-valid', reason: 'other-night' });
    const dropped = await codes.issue(night);
    codes.cancel(dropped.code.codeId);
    expect(await desk.admit(night, { code: dropped.token, ...main })).toEqual({
      outcome: 'cancelled',
      code: { ...dropped.code, status: 'cancelled' },
    });
    const forged = `${dropped.token.slice(0, -3)}${dropped.token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect(await desk.admit(night, { code: forged, ...main })).toMatchObject({ outcome: 'not-valid' });
    const coat = await codes.issue(night, { kind: 'coat', label: 'Coat check' });
    expect(await desk.admit(night, { code: coat.token, ...main })).toEqual({ outcome: 'not-valid', reason: 'not-an-entry' });
    expect(await desk.admit(night, { code: 'not a code', ...main })).toEqual({ outcome: 'not-valid', reason: 'malformed' });
  });
});

describe('syncing offline admissions', () => {
  it('keeps the earliest admission standing whichever device syncs first, and tells both', async () => {
    const { token, code } = await codes.issue(night, { guestName: 'Sam Twice' });
    const late = { code: token, checkIn: { codeId: code.codeId, at: at(50), ...main } };
    const early = { code: token, checkIn: { codeId: code.codeId, at: at(55), ...side } };

    const mainSync = await desk.sync(night, { device: main.device, checkIns: [late] });
    expect(mainSync.outcomes).toEqual([{ codeId: code.codeId, at: at(50), outcome: 'stands' }]);

    api.realtime.clear();
    const sideSync = await desk.sync(night, { device: side.device, checkIns: [early] });
    // The side door's earlier admission stands; the main door's is now the second, and every device hears so.
    expect(sideSync.outcomes).toEqual([{ codeId: code.codeId, at: at(55), outcome: 'stands' }]);
    const conflict = { codeId: code.codeId, first: early.checkIn, other: late.checkIn };
    expect(sideSync.list.conflicts).toContainEqual(conflict);
    expect(api.realtime.payloadsOf(DOOR_UPDATE_EVENT)).toEqual([{ night, checkIns: [early.checkIn], conflicts: [conflict] }]);

    // The main door syncs again (its answer was lost): nothing changes, and it is told the first admission.
    const retried = await desk.sync(night, { device: main.device, checkIns: [late] });
    expect(retried.outcomes).toEqual([{ codeId: code.codeId, at: at(50), outcome: 'conflict', first: early.checkIn }]);
    expect(retried.list.conflicts.filter((c) => c.codeId === code.codeId)).toEqual([conflict]);
    expect(retried.list.checkIns.filter((c) => c.codeId === code.codeId)).toEqual([early.checkIn]);

    // An online scan afterwards is already in, with the first admission.
    expect(await desk.admit(night, { code: token, ...main })).toMatchObject({ outcome: 'already-in', first: early.checkIn });
  });

  it('refuses what it cannot verify, and a device telling of another device admissions', async () => {
    const { token, code } = await codes.issue(night);
    const other = await codes.issue('2030-06-16');
    const answer = await desk.sync(night, {
      device: main.device,
      checkIns: [
        { code: 'VG1.forged.code', checkIn: { codeId: code.codeId, at: at(120), ...main } },
        { code: other.token, checkIn: { codeId: other.code.codeId, at: at(120), ...main } },
        { code: token, checkIn: { codeId: code.codeId, at: at(120), ...side } },
      ],
    });
    expect(answer.outcomes.map((o) => (o.outcome === 'refused' ? o.reason : o.outcome))).toEqual([
      'malformed',
      'other-night',
      'not-this-code',
    ]);
    expect(answer.list.checkIns.some((c) => c.codeId === code.codeId)).toBe(false);
  });

  it('records a guest let in offline on a code cancelled since, and counts them in', async () => {
    const { token, code } = await codes.issue(night, { label: 'Late list' });
    codes.cancel(code.codeId);
    const answer = await desk.sync(night, {
      device: main.device,
      checkIns: [{ code: token, checkIn: { codeId: code.codeId, at: at(10), ...main } }],
    });
    expect(answer.outcomes).toEqual([{ codeId: code.codeId, at: at(10), outcome: 'stands' }]);
    expect(answer.list.codes.find((c) => c.codeId === code.codeId)?.status).toBe('cancelled');
  });
});
