// What the phone rules said about the number a guest typed. A machine never holds the PhonePort: its
// wiring provides a `readPhone` action that asks the port and keeps the answer in the context as data,
// so a snapshot serialises, and replays or shows in the inspector without the phone library.
import { assign, type EventObject } from 'xstate';
import type { PhonePort } from '../ports/phone.port';

export interface PhoneReading {
  readonly raw: string;
  readonly valid: boolean;
  /** E.164, or null when the number is not valid. */
  readonly international: string | null;
}

export interface ReadPhoneParams {
  readonly raw: string;
}

export const readPhone = (phone: PhonePort, raw: string): PhoneReading => ({
  raw,
  valid: phone.isValid(raw),
  international: phone.toInternational(raw),
});

/** The `readPhone` action of a machine whose context has `phoneReading`, asking the given rules. */
export const readPhoneWith = <TContext extends { readonly phoneReading: PhoneReading | null }, TEvent extends EventObject>(
  phone: PhonePort,
) =>
  assign<TContext, TEvent, ReadPhoneParams, TEvent, never>(
    (_, params) => ({ phoneReading: readPhone(phone, params.raw) }) as Partial<TContext>,
  );

/**
 * The rules as the reading recorded them, for the form validators. Asking about another number means the
 * machine did not read the number it checks, a bug, so it throws.
 */
export function phoneRulesOf(reading: PhoneReading | null): PhonePort {
  const about = (raw: string): PhoneReading => {
    if (reading === null || reading.raw !== raw) throw new Error(`phone: the number "${raw}" was checked without being read`);
    return reading;
  };
  return { isValid: (raw) => about(raw).valid, toInternational: (raw) => about(raw).international };
}

/** What the `readPhone` action should be asked, or null when the rules already read this number. */
export const phoneToRead = (raw: string, reading: PhoneReading | null): ReadPhoneParams | null => (reading?.raw === raw ? null : { raw });
