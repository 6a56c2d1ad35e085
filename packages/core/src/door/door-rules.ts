// The door's rules (docs/product.md#the-door), the same on a device with no network and on the server:
// what a scanned code comes to, which of several admissions of one code stands, and the counts.
import type { DoorCheckIn, DoorCode, DoorConflict, DoorCount } from './door.schema';

/** What reading a signed code gave (guest-codes' readGuestCode), as far as the door needs it. */
export type CodeReading =
  | {
      readonly ok: true;
      readonly claims: {
        readonly kind: DoorCode['kind'];
        readonly codeId: string;
        readonly orderId: string;
        readonly guestName: string;
        readonly label: string;
      };
    }
  | { readonly ok: false; readonly reason: 'malformed' | 'bad-signature' | 'other-night' };

export type NotValidReason = 'malformed' | 'bad-signature' | 'other-night' | 'unknown' | 'not-an-entry';

/** What the door shows for one code. */
export type DoorVerdict =
  | { readonly kind: 'admitted'; readonly code: DoorCode; readonly checkIn: DoorCheckIn; readonly offline: boolean }
  | { readonly kind: 'already-in'; readonly code: DoorCode; readonly first: DoorCheckIn }
  | { readonly kind: 'cancelled'; readonly code: DoorCode }
  | { readonly kind: 'not-valid'; readonly reason: NotValidReason };

/** A code that may go in: the caller admits it (on the server, or on the device when offline). */
export type Judgement = { readonly kind: 'admit'; readonly code: DoorCode } | Exclude<DoorVerdict, { kind: 'admitted' }>;

/**
 * `unknown` says what a well-signed code of tonight that is not on the list comes to: the server's list
 * is complete, so it refuses it; a device's copy may predate the sale, and the signature is proof enough.
 */
export function judgeCode(
  reading: CodeReading,
  codes: readonly DoorCode[],
  standing: readonly DoorCheckIn[],
  unknown: 'admit' | 'refuse',
): Judgement {
  if (!reading.ok) return { kind: 'not-valid', reason: reading.reason };
  const { claims } = reading;
  if (claims.kind === 'coat') return { kind: 'not-valid', reason: 'not-an-entry' };
  const listed = codes.find((code) => code.codeId === claims.codeId);
  if (listed === undefined && unknown === 'refuse') return { kind: 'not-valid', reason: 'unknown' };
  const code: DoorCode = listed ?? {
    codeId: claims.codeId,
    orderId: claims.orderId,
    kind: claims.kind,
    guestName: claims.guestName,
    label: claims.label,
    status: 'valid',
  };
  if (code.status === 'cancelled') return { kind: 'cancelled', code };
  const first = standing.find((checkIn) => checkIn.codeId === code.codeId);
  return first === undefined ? { kind: 'admit', code } : { kind: 'already-in', code, first };
}

/** The same admission told twice (a sync sent again after its answer was lost). */
export const sameAdmission = (a: DoorCheckIn, b: DoorCheckIn): boolean =>
  a.codeId === b.codeId && a.at === b.at && a.device === b.device && a.door === b.door;

/** Whether `a` came before `b`: the earlier time, then the device and door, so every order of syncs agrees. */
export const isEarlier = (a: DoorCheckIn, b: DoorCheckIn): boolean =>
  a.at !== b.at ? a.at < b.at : a.device !== b.device ? a.device < b.device : a.door < b.door;

/** Every admission of a night: for each code the one that stands, and those that came after it. */
export interface DoorLedger {
  readonly standing: readonly DoorCheckIn[];
  readonly others: readonly DoorCheckIn[];
}

export const emptyLedger: DoorLedger = { standing: [], others: [] };

export type AdmissionOutcome =
  | { readonly outcome: 'stands' }
  | { readonly outcome: 'conflict'; readonly first: DoorCheckIn }
  /** It came before the one that stood, which now is the other admission. */
  | { readonly outcome: 'displaced'; readonly other: DoorCheckIn };

/** One admission into the ledger: the first admission of a code stands, whatever order they arrive in. */
export function admitInto(ledger: DoorLedger, checkIn: DoorCheckIn): { readonly ledger: DoorLedger; readonly outcome: AdmissionOutcome } {
  const current = ledger.standing.find((c) => c.codeId === checkIn.codeId);
  if (current === undefined) return { ledger: { ...ledger, standing: [...ledger.standing, checkIn] }, outcome: { outcome: 'stands' } };
  if (sameAdmission(current, checkIn)) return { ledger, outcome: { outcome: 'stands' } };
  if (ledger.others.some((other) => sameAdmission(other, checkIn))) return { ledger, outcome: { outcome: 'conflict', first: current } };
  if (isEarlier(checkIn, current))
    return {
      ledger: { standing: ledger.standing.map((c) => (c === current ? checkIn : c)), others: [...ledger.others, current] },
      outcome: { outcome: 'displaced', other: current },
    };
  return { ledger: { ...ledger, others: [...ledger.others, checkIn] }, outcome: { outcome: 'conflict', first: current } };
}

export const mergeCheckIns = (ledger: DoorLedger, incoming: readonly DoorCheckIn[]): DoorLedger =>
  incoming.reduce((merged, checkIn) => admitInto(merged, checkIn).ledger, ledger);

/** Each admission that did not stand, beside the one that did. */
export function conflictsOf(ledger: DoorLedger): DoorConflict[] {
  return ledger.others.flatMap((other) => {
    const first = ledger.standing.find((c) => c.codeId === other.codeId);
    return first === undefined ? [] : [{ codeId: other.codeId, first, other }];
  });
}

/** In and expected per label, for the codes that let guests in (tickets and tables), in label order. */
export function doorCounts(codes: readonly DoorCode[], standing: readonly DoorCheckIn[]): DoorCount[] {
  const admitted = new Set(standing.map((c) => c.codeId));
  const counts = new Map<string, { in: number; expected: number }>();
  for (const code of codes) {
    if (code.kind === 'coat') continue;
    const count = counts.get(code.label) ?? { in: 0, expected: 0 };
    if (code.status === 'valid') count.expected += 1;
    if (admitted.has(code.codeId)) count.in += 1;
    counts.set(code.label, count);
  }
  return [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([label, count]) => ({ label, ...count }));
}
