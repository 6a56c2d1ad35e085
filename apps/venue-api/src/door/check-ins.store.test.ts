// The database keeps core's rule (door-rules.ts): whatever admissions devices send, in whatever order and
// however often, the night's ledger in the database is the one core's merge makes of them.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyLedger, mergeCheckIns, type DoorLedger } from '@venue/core/door/door-rules';
import type { DoorCheckIn } from '@venue/core/door/door.schema';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';
import { ledgerOfNight, recordAdmission } from './check-ins.store';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const sorted = (admissions: readonly DoorCheckIn[]) => admissions.map((a) => JSON.stringify(a)).sort();
const normal = (ledger: DoorLedger) => ({ standing: sorted(ledger.standing), others: sorted(ledger.others) });

let run = 0;

describe('admissions in the database', () => {
  it('come to the ledger core merges, in any order, told any number of times', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(
            fc.record({
              code: fc.integer({ min: 0, max: 2 }),
              minute: fc.integer({ min: 0, max: 5 }),
              door: fc.constantFrom('Main door', 'Side door'),
              device: fc.constantFrom('device-one-0001', 'device-two-0002'),
            }),
            { minLength: 1, maxLength: 8 },
          )
          .chain((picked) => fc.tuple(fc.constant(picked), fc.shuffledSubarray(picked, { minLength: picked.length }), fc.subarray(picked))),
        async ([picked, shuffled, again]) => {
          // A night of its own per run, so runs never meet.
          run += 1;
          const night = `2031-01-${String((run % 28) + 1).padStart(2, '0')}`;
          const admission = (p: (typeof picked)[number]): DoorCheckIn => ({
            codeId: `run${run}-code${p.code}`,
            at: new Date(Date.UTC(2031, 0, 1, 22, p.minute)).toISOString(),
            door: p.door,
            device: p.device,
          });
          await api.db.query('DELETE FROM door_check_in WHERE night = $1', [night]);
          await api.db.query('DELETE FROM door_check_in_other WHERE night = $1', [night]);
          for (const p of [...shuffled, ...again]) await recordAdmission(api.db, night, admission(p), new Date());
          expect(normal(await ledgerOfNight(api.db, night))).toEqual(normal(mergeCheckIns(emptyLedger, picked.map(admission))));
        },
      ),
      { numRuns: 25 },
    );
  });
});
