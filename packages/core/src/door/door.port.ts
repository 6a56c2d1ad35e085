// What the door machine needs from the outside (docs/product.md#the-door): the venue API's door calls,
// the device's own copy of the night, and the signed codes' reading. The staff page's script implements them.
import type { Result } from '../shared/result';
import type { DoorCallFailure } from './door-setup';
import type { CodeReading } from './door-rules';
import type { AdmitAnswer, AdmitRequest, DoorList, QueuedCheckIn, SyncAnswer, SyncRequest } from './door.schema';

export interface DoorApiPort {
  loadList(night: string): Promise<Result<DoorList, DoorCallFailure>>;
  admit(night: string, request: AdmitRequest): Promise<Result<AdmitAnswer, DoorCallFailure>>;
  sync(night: string, request: SyncRequest): Promise<Result<SyncAnswer, DoorCallFailure>>;
}

/** The night as this device keeps it, so the page judges codes after a reload with no network. */
export interface DoorKept {
  readonly list: DoorList | null;
  readonly queue: readonly QueuedCheckIn[];
}

export interface DoorDevicePort {
  read(night: string): Promise<DoorKept | null>;
  write(night: string, kept: DoorKept): Promise<void>;
}

/** Verifies a scanned code with the door's public key (guest-codes' readGuestCode). */
export type ReadDoorCode = (code: string, publicKey: string, night: string) => Promise<CodeReading>;
