// What the door (docs/product.md#the-door) and the venue API say to each other: the night's list a
// device keeps offline, an admission, a batch of offline admissions and what each one came to, and the
// live update every door device of the night hears. Times are ISO 8601 in UTC.
import { Schema } from 'effect';
import { GUEST_CODE_MAX_LENGTH } from '../guest-codes/guest-code';
import { upTo } from '../shared/input-limits';

export const Night = Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { expected: 'a night as YYYY-MM-DD' })));
const Instant = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/, { expected: 'a UTC time' })),
);
/** A door's name as staff typed it ("Main door"), and the device's own random id. */
const DoorName = Schema.String.pipe(Schema.check(Schema.isMinLength(1), upTo(60)));
const DeviceId = Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9_-]{8,64}$/, { expected: 'a device id' })));
/** A signed code as scanned, as long as a guest code may be. */
export const ScannedCode = Schema.String.pipe(Schema.check(Schema.isMinLength(1), upTo(GUEST_CODE_MAX_LENGTH)));

/** One code of the night as the door sees it: who it is for and whether its order still stands. */
export const DoorCode = Schema.Struct({
  codeId: Schema.String,
  orderId: Schema.String,
  kind: Schema.Literals(['ticket', 'table', 'coat']),
  guestName: Schema.String,
  /** The ticket type (or "Table"): counts are kept per label. */
  label: Schema.String,
  status: Schema.Literals(['valid', 'cancelled']),
});
export type DoorCode = typeof DoorCode.Type;

/** One admission: which code, when, at which door, by which device. */
export const DoorCheckIn = Schema.Struct({ codeId: Schema.String, at: Instant, door: DoorName, device: DeviceId });
export type DoorCheckIn = typeof DoorCheckIn.Type;

/** Two admissions of one code: `first` stands, `other` came later (or was made offline and synced later). */
export const DoorConflict = Schema.Struct({ codeId: Schema.String, first: DoorCheckIn, other: DoorCheckIn });
export type DoorConflict = typeof DoorConflict.Type;

export const DoorCount = Schema.Struct({ label: Schema.String, in: Schema.Int, expected: Schema.Int });
export type DoorCount = typeof DoorCount.Type;

/** GET door/nights/{night}: everything a device needs to judge codes with no network. */
export const DoorList = Schema.Struct({
  night: Night,
  /** The door's public key (raw, base64url): codes are verified on the device. */
  publicKey: Schema.String,
  codes: Schema.Array(DoorCode),
  checkIns: Schema.Array(DoorCheckIn),
  conflicts: Schema.Array(DoorConflict),
});
export type DoorList = typeof DoorList.Type;

/** POST door/nights/{night}/admit: a code scanned with the network up. */
export const AdmitRequest = Schema.Struct({ code: ScannedCode, door: DoorName, device: DeviceId });
export type AdmitRequest = typeof AdmitRequest.Type;

/** The server's verdict on one code. */
export const AdmitAnswer = Schema.Union([
  Schema.Struct({ outcome: Schema.Literal('admitted'), code: DoorCode, checkIn: DoorCheckIn }),
  Schema.Struct({ outcome: Schema.Literal('already-in'), code: DoorCode, first: DoorCheckIn }),
  Schema.Struct({ outcome: Schema.Literal('cancelled'), code: DoorCode }),
  Schema.Struct({
    outcome: Schema.Literal('not-valid'),
    reason: Schema.Literals(['malformed', 'bad-signature', 'other-night', 'unknown', 'not-an-entry']),
  }),
]);
export type AdmitAnswer = typeof AdmitAnswer.Type;

/** One admission made offline, with the code as scanned so the server verifies it itself. */
export const QueuedCheckIn = Schema.Struct({ code: ScannedCode, checkIn: DoorCheckIn });
export type QueuedCheckIn = typeof QueuedCheckIn.Type;

/** Within the API's 64 kB body limit even for the longest codes; a longer queue goes in several batches. */
export const SYNC_BATCH_MAX = 25;
/** POST door/nights/{night}/sync: the queue of one device, sent when the network is back. */
export const SyncRequest = Schema.Struct({
  device: DeviceId,
  checkIns: Schema.Array(QueuedCheckIn).pipe(Schema.check(Schema.isMaxLength(SYNC_BATCH_MAX))),
});
export type SyncRequest = typeof SyncRequest.Type;

/** What each queued admission came to: it stands, or another admission of the code stood first. */
export const SyncOutcome = Schema.Union([
  Schema.Struct({ codeId: Schema.String, at: Instant, outcome: Schema.Literal('stands') }),
  Schema.Struct({ codeId: Schema.String, at: Instant, outcome: Schema.Literal('conflict'), first: DoorCheckIn }),
  Schema.Struct({ codeId: Schema.String, at: Instant, outcome: Schema.Literal('refused'), reason: Schema.String }),
]);
export type SyncOutcome = typeof SyncOutcome.Type;

/** The outcomes, then the night's list as it is now (other doors' admissions, new codes, every conflict). */
export const SyncAnswer = Schema.Struct({ outcomes: Schema.Array(SyncOutcome), list: DoorList });
export type SyncAnswer = typeof SyncAnswer.Type;

/** Socket event `door.update` to every device of the night: new admissions and conflicts. */
export const DOOR_UPDATE_EVENT = 'door.update';
export const DoorUpdate = Schema.Struct({ night: Night, checkIns: Schema.Array(DoorCheckIn), conflicts: Schema.Array(DoorConflict) });
export type DoorUpdate = typeof DoorUpdate.Type;

/** The socket room of a night's door devices; a device joins it with `door.join`. */
export const doorRoom = (night: string) => `door:${night}`;
export const DOOR_JOIN_EVENT = 'door.join';
