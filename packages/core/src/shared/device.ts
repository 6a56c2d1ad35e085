// What an order or a claim says of the guest's device: Mobile or PC, and the public IP a lookup stored,
// when one did. The browser reads it (apps/web/src/app/client-info.ts); core only carries it.
export interface GuestDevice {
  readonly userAgent: 'Mobile' | 'PC';
  readonly ip: string;
}

/** What is said when nobody could read the device: a computer, no address. */
export const unknownDevice: GuestDevice = { userAgent: 'PC', ip: '' };
