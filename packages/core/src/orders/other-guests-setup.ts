// What the other-guests machine can do (docs/product.md#other-guests): its types, named effects, guards and
// actions. When it does them is other-guests.machine.ts.
import { assign, fromPromise, setup } from 'xstate';
import { phoneRulesOf, type PhoneReading, type ReadPhoneParams } from '../forms/phone-reading';
import type { ApiError } from '../shared/api-error';
import type { DecodeError } from '../shared/decode';
import type { FieldError } from '../shared/form-validation';
import { notProvided } from '../shared/not-provided';
import type { Result } from '../shared/result';
import { emptyAttendeeForm, validateAttendeeForm, type AttendeeField, type AttendeeFields, type AttendeeFormValues } from './attendee-form';
import { failureKind, type FailureKind } from './failure-kind';
import { contactsShown } from './guest-slots';
import { placeOfNewKey, placesShownTo, withHeldPlaces, type HeldPlaceKey, type KeyPlaces } from './key-places';
import { newPlaceKey } from './place-key';
import type { GuestAccess } from './place-key';
import type { Attendee, AttendeeInfoRequest, AttendeeList, EditAttendeeGroupRequest } from './ticket-booking.schema';
import { shortWaitOf, type ShortWait } from '../shared/short-wait';

export interface OtherGuestsInput {
  /** The order's guests as the route loader read them. */
  readonly list: AttendeeList;
  /**
   * The place the page's address opens (guest-place-param.ts), its form filled from `list`, which the loader read
   * just now; null or absent for none.
   */
  readonly openAt?: number | null;
  /** The order secret (the buyer) and the places' keys this browser holds (a guest); none for a friend's first visit. */
  readonly access?: GuestAccess;
}

/** The place the buyer is filling in: a named guest (edited) or an open place (added). */
export interface OpenPlace {
  readonly index: number;
  readonly attendeeId: string | null;
}

export interface GuestFailure {
  readonly kind: FailureKind;
  /** The venue's words for a refusal; null for a failure the page words itself. */
  readonly message: string | null;
  /** Asked too often (429) or the venue briefly unavailable (503): the page asks to try again in a moment. */
  readonly wait: ShortWait | null;
}

export interface OtherGuestsContext {
  readonly list: AttendeeList;
  /** What opens places' contacts: sent with every read and save, grown by each place this browser names. */
  readonly access: GuestAccess;
  /** Which place each held key opens, where this browser knows (key-places.ts): each friend's own link carries theirs. */
  readonly keyPlaces: KeyPlaces;
  /** The key of the place being named: kept over retries, so a lost answer's place is found again, not added twice. */
  readonly placeKey: string | null;
  readonly open: OpenPlace | null;
  readonly form: AttendeeFormValues;
  readonly fieldErrors: readonly FieldError<AttendeeField>[];
  /** The first invalid field at the last save, which the alert names until dismissed (docs/product.md#form-rules). */
  readonly firstInvalid: FieldError<AttendeeField> | null;
  readonly phoneReading: PhoneReading | null;
  /** The valid guest being sent. */
  readonly pending: AttendeeFields | null;
  readonly failure: GuestFailure | null;
  /**
   * An add whose answer never came may have been stored: until the list is known again, every save replaces the
   * whole list instead, so no guest is added twice.
   */
  readonly addMayHaveLanded: boolean;
  /** The name of the guest saved last, for the page to say so. */
  readonly saved: string | null;
}

export type OtherGuestsEvent =
  | { readonly type: 'guest.open'; readonly index: number }
  | { readonly type: 'guest.editField'; readonly field: AttendeeField; readonly value: string }
  | { readonly type: 'guest.save' }
  | { readonly type: 'guest.dismissAlert' }
  | { readonly type: 'guest.cancel' }
  /** The places' keys the browser kept from an earlier visit (read after hydration), with their places where known. */
  | { readonly type: 'guest.keysFound'; readonly keys: readonly HeldPlaceKey[] };

const failureOf = (error: ApiError): GuestFailure => {
  const kind = failureKind(error);
  return { kind, message: kind === 'rejected' ? error.message : null, wait: shortWaitOf(error) };
};

/** The place at `index` opened: a named guest's stored details in the form, or an empty form. */
export function placeOpenedAt(list: AttendeeList, index: number): Pick<OtherGuestsContext, 'open' | 'form'> {
  const attendee = list.attendees[index];
  return {
    open: { index, attendeeId: attendee?._id ?? null },
    form: attendee ? { name: attendee.name, email: attendee.email ?? '', phoneNumber: attendee.phoneNumber ?? '' } : emptyAttendeeForm,
  };
}

/** The secret and keys a save carries, only those held (a venue that knows neither ignores them). */
const accessFields = (access: GuestAccess) => ({
  ...(access.secret === null ? {} : { secret: access.secret }),
  ...(access.keys.length === 0 ? {} : { keys: access.keys }),
});

/**
 * What editAttendeeGroup gets. Every guest's contacts known (the buyer, or a venue that shows them): the whole list with
 * the pending guest in its place (kept _id) or added at the end. Otherwise only the open place, which the venue
 * changes alone (docs/product.md#other-guests).
 */
export function listWithPending(context: OtherGuestsContext, pending: AttendeeFields): EditAttendeeGroupRequest {
  const id = context.open?.attendeeId ?? null;
  const added = { ...pending, ...(context.placeKey === null ? {} : { key: context.placeKey }) };
  const orderId = context.list.orderId;
  const known = context.list.attendees.filter(contactsShown);
  if (known.length < context.list.attendees.length) {
    return { orderId, attendees: [id === null ? added : { _id: id, ...pending }], ...accessFields(context.access) };
  }
  const current = known.map(({ _id, name, email, phoneNumber }) => ({ _id, name, email, phoneNumber }));
  const attendees = id === null ? [...current, added] : current.map((guest) => (guest._id === id ? { _id: id, ...pending } : guest));
  return { orderId, attendees, ...accessFields(context.access) };
}

/** Another place's key for this visitor, kept once. */
const withKey = (access: GuestAccess, key: string): GuestAccess =>
  access.keys.includes(key) ? access : { ...access, keys: [...access.keys, key] };

export const otherGuestsSetup = setup({
  types: {
    context: {} as OtherGuestsContext,
    events: {} as OtherGuestsEvent,
    input: {} as OtherGuestsInput,
  },
  actors: {
    loadAttendee: fromPromise<Result<Attendee, ApiError>, { readonly attendeeId: string; readonly access: GuestAccess }>(
      notProvided('otherGuests', 'actor loadAttendee'),
    ),
    loadList: fromPromise<Result<AttendeeList, ApiError>, { readonly orderId: string; readonly access: GuestAccess }>(
      notProvided('otherGuests', 'actor loadList'),
    ),
    addAttendee: fromPromise<Result<Attendee, ApiError>, AttendeeInfoRequest>(notProvided('otherGuests', 'actor addAttendee')),
    replaceAttendees: fromPromise<Result<AttendeeList, ApiError>, EditAttendeeGroupRequest>(
      notProvided('otherGuests', 'actor replaceAttendees'),
    ),
  },
  guards: {
    succeeded: (_, result: Result<unknown, ApiError>) => result.ok,
    unreadable: (_, result: Result<unknown, ApiError>) => !result.ok && result.error._tag === 'DecodeError',
    placeIsYours: ({ context }, index: number) => contactsShown(context.list.attendees[index]),
    placeIsUnnamed: ({ context }, index: number) => context.list.attendees[index] === undefined,
    formIsValid: ({ context }) => context.pending !== null,
    // After a lost add, a list whose contacts are all known is saved whole; otherwise the add is sent again with its
    // key, which finds the place it may have named.
    addsNewGuest: ({ context }) =>
      context.open?.attendeeId === null && (!context.addMayHaveLanded || !context.list.attendees.every(contactsShown)),
    hasNewKeys: ({ context }, held: readonly HeldPlaceKey[]) => held.some(({ key }) => !context.access.keys.includes(key)),
    mayHaveAdded: ({ context }) => context.addMayHaveLanded,
    placeIsOpen: ({ context }) => context.open !== null,
  },
  actions: {
    readPhone: notProvided<(_: unknown, params: ReadPhoneParams) => void>('otherGuests', 'action readPhone'),
    reportDecodeError: notProvided<(_: unknown, params: { readonly error: DecodeError }) => void>(
      'otherGuests',
      'action reportDecodeError',
    ),
    openPlace: assign(({ context }, index: number) => ({
      ...placeOpenedAt(context.list, index),
      // Unsure whether the last add landed: its key goes with the next add, so the venue finds that place.
      placeKey: context.addMayHaveLanded ? context.placeKey : null,
      fieldErrors: [],
      firstInvalid: null,
      failure: null,
      saved: null,
    })),
    fillFrom: assign((_, attendee: Attendee) => ({
      form: { name: attendee.name, email: attendee.email ?? '', phoneNumber: attendee.phoneNumber ?? '' },
    })),
    editField: assign(({ context }, params: { readonly field: AttendeeField; readonly value: string }) => ({
      form: { ...context.form, [params.field]: params.value },
      // A field the guest changes is judged again at the next save.
      fieldErrors: context.fieldErrors.filter((e) => e.field !== params.field),
    })),
    validate: assign(({ context }) => {
      const result = validateAttendeeForm(context.form, phoneRulesOf(context.phoneReading));
      if (result.ok) return { pending: result.value, fieldErrors: [], firstInvalid: null, failure: null };
      return { pending: null, fieldErrors: result.error, firstInvalid: result.error[0] ?? null };
    }),
    closePlace: assign({ open: null }),
    close: assign({ open: null, fieldErrors: [], firstInvalid: null, pending: null, failure: null }),
    // The venue's list is known again: a new guest can be added on its own.
    listKnown: assign({ addMayHaveLanded: false }),
    rememberFailure: assign(({ context }, params: { readonly error: ApiError; readonly adding: boolean }) => ({
      failure: failureOf(params.error),
      // A refusal stored nothing; no answer (or one we cannot read) may hide a stored guest.
      addMayHaveLanded: context.addMayHaveLanded || (params.adding && failureKind(params.error) !== 'rejected'),
    })),
    // A new place gets its key before it is sent, and the browser holds it from then on, answered or not.
    keyThePlace: assign(({ context }) => {
      if (context.open?.attendeeId !== null) return {};
      const placeKey = context.placeKey ?? newPlaceKey();
      return { placeKey, access: withKey(context.access, placeKey) };
    }),
    addKeys: assign(({ context }, held: readonly HeldPlaceKey[]) => ({
      access: held.map(({ key }) => key).reduce(withKey, context.access),
      keyPlaces: withHeldPlaces(context.keyPlaces, held),
    })),
    // The place just named is the new key's: the add answers its id; a whole-list save lists it as the one new guest.
    placeAdded: assign(({ context }, attendeeId: string) =>
      context.placeKey === null ? {} : { keyPlaces: withHeldPlaces(context.keyPlaces, [{ key: context.placeKey, attendeeId }]) },
    ),
    placeInList: assign(({ context }, list: AttendeeList) =>
      context.placeKey === null ? {} : { keyPlaces: placeOfNewKey(context.keyPlaces, context.placeKey, context.list, list) },
    ),
    savedList: assign(({ context }, list: AttendeeList) => ({
      list,
      keyPlaces: placesShownTo(list, context.access, context.keyPlaces),
      saved: context.pending?.name ?? null,
      placeKey: null,
    })),
    keepList: assign(({ context }, list: AttendeeList) => ({ list, keyPlaces: placesShownTo(list, context.access, context.keyPlaces) })),
  },
});
