// Admissions at the door (migrations/016-door-check-ins.sql). A code has one standing row; the rule for which
// admission stands is core's (door/door-rules.ts), applied under the row's lock so two instances agree.
import { admitInto, type AdmissionOutcome, type DoorLedger } from '@venue/core/door/door-rules';
import type { DoorCheckIn } from '@venue/core/door/door.schema';
import type { Database, Queryable } from '../db/database.port';

interface CheckInRow {
  code_id: string;
  admitted_at: Date | string;
  door: string;
  device: string;
}

const toCheckIn = (row: CheckInRow): DoorCheckIn => ({
  codeId: row.code_id,
  at: new Date(row.admitted_at).toISOString(),
  door: row.door,
  device: row.device,
});

const columns = 'code_id, admitted_at, door, device';

async function insertOther(tx: Queryable, night: string, checkIn: DoorCheckIn, recordedAt: Date): Promise<void> {
  await tx.query(
    `INSERT INTO door_check_in_other (code_id, night, admitted_at, door, device, recorded_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING`,
    [checkIn.codeId, night, new Date(checkIn.at), checkIn.door, checkIn.device, recordedAt],
  );
}

/**
 * A scan with the network up: the guest goes in unless the code already has a standing admission, which is
 * answered instead. No lock is needed: the primary key lets exactly one insert win.
 */
export async function admitNow(
  db: Queryable,
  night: string,
  checkIn: DoorCheckIn,
  recordedAt: Date,
): Promise<{ readonly admitted: true } | { readonly admitted: false; readonly first: DoorCheckIn }> {
  const inserted = await db.query(
    `INSERT INTO door_check_in (code_id, night, admitted_at, door, device, recorded_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (code_id) DO NOTHING RETURNING code_id`,
    [checkIn.codeId, night, new Date(checkIn.at), checkIn.door, checkIn.device, recordedAt],
  );
  if (inserted.length > 0) return { admitted: true };
  const [row] = await db.query<CheckInRow>(`SELECT ${columns} FROM door_check_in WHERE code_id = $1`, [checkIn.codeId]);
  if (!row) throw new Error(`door: the admission of ${checkIn.codeId} vanished`);
  return { admitted: false, first: toCheckIn(row) };
}

/**
 * An admission made offline, told later: the earliest admission of a code stands, whatever order devices
 * sync in. The standing row is locked while the rule decides, so a sync on another instance waits for it.
 */
export function recordAdmission(db: Database, night: string, checkIn: DoorCheckIn, recordedAt: Date): Promise<AdmissionOutcome> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO door_check_in (code_id, night, admitted_at, door, device, recorded_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (code_id) DO NOTHING RETURNING code_id`,
      [checkIn.codeId, night, new Date(checkIn.at), checkIn.door, checkIn.device, recordedAt],
    );
    if (inserted.length > 0) return { outcome: 'stands' } as const;
    const [row] = await tx.query<CheckInRow>(`SELECT ${columns} FROM door_check_in WHERE code_id = $1 FOR UPDATE`, [checkIn.codeId]);
    if (!row) throw new Error(`door: the admission of ${checkIn.codeId} vanished`);
    const others = await tx.query<CheckInRow>(`SELECT ${columns} FROM door_check_in_other WHERE code_id = $1`, [checkIn.codeId]);
    const { outcome } = admitInto({ standing: [toCheckIn(row)], others: others.map(toCheckIn) }, checkIn);
    if (outcome.outcome === 'conflict') await insertOther(tx, night, checkIn, recordedAt);
    if (outcome.outcome === 'displaced') {
      await insertOther(tx, night, outcome.other, recordedAt);
      await tx.query('UPDATE door_check_in SET admitted_at = $2, door = $3, device = $4, recorded_at = $5 WHERE code_id = $1', [
        checkIn.codeId,
        new Date(checkIn.at),
        checkIn.door,
        checkIn.device,
        recordedAt,
      ]);
    }
    return outcome;
  });
}

/** The night's admissions: the standing one of each code, and those that came second. */
export async function ledgerOfNight(db: Queryable, night: string): Promise<DoorLedger> {
  const standing = await db.query<CheckInRow>(`SELECT ${columns} FROM door_check_in WHERE night = $1 ORDER BY admitted_at`, [night]);
  const others = await db.query<CheckInRow>(`SELECT ${columns} FROM door_check_in_other WHERE night = $1 ORDER BY admitted_at`, [night]);
  return { standing: standing.map(toCheckIn), others: others.map(toCheckIn) };
}
