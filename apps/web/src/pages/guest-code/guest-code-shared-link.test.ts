import { describe, expect, it } from 'vitest';
import type { GuestCodeView } from '@venue/core/guest-codes/guest-code-view.schema';
import { guestCodeSharedLink } from './guest-code-shared-link';

const code: GuestCodeView = {
  codeId: 'code-id-of-guest-000001',
  orderId: 'order/7 ?',
  kind: 'ticket',
  night: '2030-06-15',
  eventId: 'ev-1',
  guestName: 'Rory Friend',
  label: 'General Admission',
  status: 'issued',
  code: 'VG1.abc.def',
  linkToken: 'link-token-of-guest-0001',
};

describe('sharing a guest’s code', () => {
  it('shares the guest’s own page on this site, saying what it is and for which night', () => {
    const shared = guestCodeSharedLink(code, 'https://venue.example/', '');
    expect(shared.url).toBe('https://venue.example/guest-code/link-token-of-guest-0001');
    expect(shared.title).toBe('Rory Friend: your code for the door');
    expect(shared.text).toBe(
      'Here is your own code for the door: General Admission, the night of Sat 06/15/2030. It lets one guest in, once.',
    );
    // Nothing of the order travels with it: neither its id nor any secret.
    expect(`${shared.title} ${shared.text} ${shared.url}`).not.toContain('order/7');
  });

  it('keeps the language of the page that shares it', () => {
    expect(guestCodeSharedLink(code, 'https://venue.example', '/fr').url).toBe(
      'https://venue.example/fr/guest-code/link-token-of-guest-0001',
    );
  });
});
