// A guest code as the API answers it (docs/contracts.md): `named` is optional, so a venue's own backend that does not
// say it still decodes; anything but a boolean there does not.
import { Exit, Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { GuestCodeView } from './guest-code-view.schema';

const answered = {
  codeId: 'gBGvsz64NwAk9MJfXK6Y_Q',
  orderId: 'order-t-9',
  kind: 'ticket',
  night: '2030-06-20',
  eventId: 'event-up-1',
  guestName: 'Invité 2 de Dana Guest',
  label: 'Entrée générale',
  status: 'issued',
  code: 'VG1.abc.def',
  linkToken: 'S2n0bXBsZS1saW5rLXRva2VuLTAx',
};
const decodes = (value: unknown) => Exit.isSuccess(Schema.decodeUnknownExit(GuestCodeView)(value));

describe('a guest code’s view', () => {
  it('decodes with `named` or without it, and refuses anything else there', () => {
    expect(Schema.decodeUnknownSync(GuestCodeView)(answered)).toEqual(answered);
    expect(Schema.decodeUnknownSync(GuestCodeView)({ ...answered, named: false })).toEqual({ ...answered, named: false });
    expect(decodes({ ...answered, named: 'no' })).toBe(false);
    expect(decodes({ ...answered, named: null })).toBe(false);
  });
});
