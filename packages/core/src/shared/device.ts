// What an order or a claim says of the guest's device: Mobile or PC, and the public IP a lookup stored,
// when one did. The browser reads it (apps/web/src/app/client-info.ts); core only carries it.
import { assign, type EventObject } from 'xstate';
export interface GuestDevice {
  readonly userAgent: 'Mobile' | 'PC';
  readonly ip: string;
}

/** What is said when nobody could read the device: a computer, no address. */
export const unknownDevice: GuestDevice = { userAgent: 'PC', ip: '' };

/**
 * The edge's `readDevice` action of a machine that carries the device in `client`: the device as the
 * browser tells it at that moment. Without a reader nothing is provided, and the machine's own
 * `readDevice` stands (tests and replays, which give the device in the input).
 */
export const readDeviceWith = <TContext extends { readonly client: GuestDevice | null }, TEvent extends EventObject>(
  device: (() => GuestDevice) | undefined,
) =>
  device === undefined
    ? {}
    : { readDevice: assign<TContext, TEvent, unknown, TEvent, never>(() => ({ client: device() }) as Partial<TContext>) };
