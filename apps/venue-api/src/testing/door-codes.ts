// Guest codes for the door's tests: a key pair of the test's own, codes signed with it, and the IssuedCodes
// port (door/issued-codes.ts) answering from memory, so the door's rules are tested apart from issuing.
import type { DoorCode } from '@venue/core/door/door.schema';
import { exportDoorPublicKey, generateGuestCodeKeys, signGuestCode, type CryptoKeyPair } from '@venue/core/guest-codes/guest-code';
import type { IssuedCodes } from '../door/issued-codes';

export interface DoorTestCodes extends IssuedCodes {
  /** Issues a code for `night` and returns the token its QR code carries. */
  issue(
    night: string,
    fields?: Partial<Omit<DoorCode, 'codeId' | 'status'>> & { readonly codeId?: string },
  ): Promise<{ token: string; code: DoorCode }>;
  cancel(codeId: string): void;
}

let counter = 0;
const nextCodeId = () => `testcode${String((counter += 1)).padStart(4, '0')}${'x'.repeat(14)}`;

export async function doorTestCodes(): Promise<DoorTestCodes> {
  const keys: CryptoKeyPair = await generateGuestCodeKeys();
  const raw = await exportDoorPublicKey(keys.publicKey);
  const codes = new Map<string, DoorCode & { night: string }>();
  return {
    ofNight: async (night) =>
      [...codes.values()].filter((c) => c.night === night && c.kind !== 'coat').map(({ night: _, ...code }) => code),
    find: async (codeId) => {
      const found = codes.get(codeId);
      if (!found) return undefined;
      const { night: _, ...code } = found;
      return code;
    },
    publicKey: async () => raw,
    async issue(night, fields = {}) {
      const code: DoorCode = {
        codeId: fields.codeId ?? nextCodeId(),
        orderId: fields.orderId ?? 'order-door-1',
        kind: fields.kind ?? 'ticket',
        guestName: fields.guestName ?? 'Dana Guest',
        label: fields.label ?? 'General admission',
        status: 'valid',
      };
      codes.set(code.codeId, { ...code, night });
      const token = await signGuestCode(
        {
          version: 1,
          kind: code.kind,
          night,
          eventId: null,
          orderId: code.orderId,
          codeId: code.codeId,
          guestName: code.guestName,
          label: code.label,
        },
        keys.privateKey,
      );
      return { token, code };
    },
    cancel(codeId) {
      const found = codes.get(codeId);
      if (found) codes.set(codeId, { ...found, status: 'cancelled' });
    },
  };
}
