// The door's calls (docs/product.md#the-door), behind the staff sign-in: the night's list a device keeps,
// an admission with the network up, and a device's queue of offline admissions. Every code is verified here
// too (the device's word is not proof), and every change is told to the night's other door devices live.
import { conflictsOf, judgeCode, type CodeReading } from '@venue/core/door/door-rules';
import {
  DOOR_UPDATE_EVENT,
  doorRoom,
  type AdmitAnswer,
  type AdmitRequest,
  type DoorCheckIn,
  type DoorConflict,
  type DoorList,
  type DoorUpdate,
  type SyncAnswer,
  type SyncOutcome,
  type SyncRequest,
} from '@venue/core/door/door.schema';
import { importDoorPublicKey, readGuestCode, type CryptoKey } from '@venue/core/guest-codes/guest-code';
import type { ApiContext } from '../http/api-context';
import { admitNow, ledgerOfNight, recordAdmission } from './check-ins.store';
import type { IssuedCodes } from './issued-codes';

/** How far ahead of the server's clock a device's may run. */
const CLOCK_SKEW_MS = 5 * 60_000;

export interface DoorDesk {
  list(night: string): Promise<DoorList>;
  admit(night: string, request: AdmitRequest): Promise<AdmitAnswer>;
  sync(night: string, request: SyncRequest): Promise<SyncAnswer>;
}

export function doorDesk(ctx: Pick<ApiContext, 'db' | 'now' | 'realtime'>, codes: IssuedCodes): DoorDesk {
  let key: { readonly raw: string; readonly key: Promise<CryptoKey> } | undefined;
  const publicKey = async (): Promise<CryptoKey> => {
    const raw = await codes.publicKey();
    if (key?.raw !== raw) key = { raw, key: importDoorPublicKey(raw) };
    return key.key;
  };
  const read = async (code: string, night: string): Promise<CodeReading> => readGuestCode(code, await publicKey(), night);
  /** The code's own entry, if the reading names one. */
  const listed = async (reading: CodeReading) => (reading.ok ? await codes.find(reading.claims.codeId) : undefined);
  const tell = (update: DoorUpdate) => {
    if (update.checkIns.length > 0 || update.conflicts.length > 0) ctx.realtime.emit(DOOR_UPDATE_EVENT, update, doorRoom(update.night));
  };

  const list = async (night: string): Promise<DoorList> => {
    const ledger = await ledgerOfNight(ctx.db, night);
    return {
      night,
      publicKey: await codes.publicKey(),
      codes: await codes.ofNight(night),
      checkIns: ledger.standing,
      conflicts: conflictsOf(ledger),
    };
  };

  return {
    list,

    async admit(night, request) {
      const reading = await read(request.code, night);
      const code = await listed(reading);
      const judgement = judgeCode(reading, code ? [code] : [], [], 'refuse');
      if (judgement.kind === 'not-valid') return { outcome: 'not-valid', reason: judgement.reason };
      if (judgement.kind !== 'admit') return { outcome: 'cancelled', code: judgement.code };
      const now = ctx.now();
      const checkIn: DoorCheckIn = { codeId: judgement.code.codeId, at: now.toISOString(), door: request.door, device: request.device };
      const result = await admitNow(ctx.db, night, checkIn, now);
      if (!result.admitted) return { outcome: 'already-in', code: judgement.code, first: result.first };
      tell({ night, checkIns: [checkIn], conflicts: [] });
      return { outcome: 'admitted', code: judgement.code, checkIn };
    },

    async sync(night, request) {
      const outcomes: SyncOutcome[] = [];
      const update = { night, checkIns: [] as DoorCheckIn[], conflicts: [] as DoorConflict[] };
      for (const { code: text, checkIn } of request.checkIns) {
        const refuse = (reason: string) => outcomes.push({ codeId: checkIn.codeId, at: checkIn.at, outcome: 'refused', reason });
        const reading = await read(text, night);
        if (!reading.ok) {
          refuse(reading.reason);
          continue;
        }
        if (reading.claims.codeId !== checkIn.codeId || checkIn.device !== request.device) {
          refuse('not-this-code');
          continue;
        }
        // An admission "from the future" would stand before every real one: a device clock far ahead is refused.
        if (Date.parse(checkIn.at) > ctx.now().getTime() + CLOCK_SKEW_MS) {
          refuse('future');
          continue;
        }
        const code = await listed(reading);
        // A guest let in on the device's word went in: a code cancelled since the list was kept is recorded too.
        const judgement = judgeCode(reading, code ? [{ ...code, status: 'valid' }] : [], [], 'refuse');
        if (judgement.kind === 'not-valid') {
          refuse(judgement.reason);
          continue;
        }
        const admission = await recordAdmission(ctx.db, night, checkIn, ctx.now());
        if (admission.outcome === 'stands') {
          outcomes.push({ codeId: checkIn.codeId, at: checkIn.at, outcome: 'stands' });
          update.checkIns.push(checkIn);
        } else if (admission.outcome === 'displaced') {
          outcomes.push({ codeId: checkIn.codeId, at: checkIn.at, outcome: 'stands' });
          update.checkIns.push(checkIn);
          update.conflicts.push({ codeId: checkIn.codeId, first: checkIn, other: admission.other });
        } else {
          outcomes.push({ codeId: checkIn.codeId, at: checkIn.at, outcome: 'conflict', first: admission.first });
          update.conflicts.push({ codeId: checkIn.codeId, first: admission.first, other: checkIn });
        }
      }
      tell(update);
      return { outcomes, list: await list(night) };
    },
  };
}
