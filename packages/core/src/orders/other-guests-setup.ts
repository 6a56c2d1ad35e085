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
import type { Attendee, AttendeeInfoRequest, AttendeeList, EditAttendeeGroupRequest } from './ticket-booking.schema';
import { isThrottled } from '../shared/throttled';

export interface OtherGuestsInput {
  /** The order's guests as the route loader read them. */
  readonly list: AttendeeList;
  /**
   * The place the page's address opens (guest-place-param.ts), its form filled from `list`, which the loader read
   * just now; null or absent for none.
   */
  readonly openAt?: number | null;
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
  /** Asked too often (429): the page asks to wait a moment. */
  readonly throttled: boolean;
}

export interface OtherGuestsContext {
  readonly list: AttendeeList;
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
  | { readonly type: 'guest.cancel' };

const failureOf = (error: ApiError): GuestFailure => {
  const kind = failureKind(error);
  return { kind, message: kind === 'rejected' ? error.message : null, throttled: isThrottled(error) };
};

/** The place at `index` opened: a named guest's stored details in the form, or an empty form. */
export function placeOpenedAt(list: AttendeeList, index: number): Pick<OtherGuestsContext, 'open' | 'form'> {
  const attendee = list.attendees[index];
  return {
    open: { index, attendeeId: attendee?._id ?? null },
    form: attendee ? { name: attendee.name, email: attendee.email, phoneNumber: attendee.phoneNumber } : emptyAttendeeForm,
  };
}

/** The whole list with the pending guest in its place (kept _id) or added at the end. */
export function listWithPending(context: OtherGuestsContext, pending: AttendeeFields): EditAttendeeGroupRequest {
  const current = context.list.attendees.map(({ _id, name, email, phoneNumber }) => ({ _id, name, email, phoneNumber }));
  const id = context.open?.attendeeId ?? null;
  const attendees = id === null ? [...current, pending] : current.map((guest) => (guest._id === id ? { _id: id, ...pending } : guest));
  return { orderId: context.list.orderId, attendees };
}

export const otherGuestsSetup = setup({
  types: {
    context: {} as OtherGuestsContext,
    events: {} as OtherGuestsEvent,
    input: {} as OtherGuestsInput,
  },
  actors: {
    loadAttendee: fromPromise<Result<Attendee, ApiError>, string>(notProvided('otherGuests', 'actor loadAttendee')),
    loadList: fromPromise<Result<AttendeeList, ApiError>, string>(notProvided('otherGuests', 'actor loadList')),
    addAttendee: fromPromise<Result<Attendee, ApiError>, AttendeeInfoRequest>(notProvided('otherGuests', 'actor addAttendee')),
    replaceAttendees: fromPromise<Result<AttendeeList, ApiError>, EditAttendeeGroupRequest>(
      notProvided('otherGuests', 'actor replaceAttendees'),
    ),
  },
  guards: {
    succeeded: (_, result: Result<unknown, ApiError>) => result.ok,
    unreadable: (_, result: Result<unknown, ApiError>) => !result.ok && result.error._tag === 'DecodeError',
    placeIsNamed: ({ context }, index: number) => context.list.attendees[index] !== undefined,
    formIsValid: ({ context }) => context.pending !== null,
    addsNewGuest: ({ context }) => context.open?.attendeeId === null && !context.addMayHaveLanded,
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
      fieldErrors: [],
      firstInvalid: null,
      failure: null,
      saved: null,
    })),
    fillFrom: assign((_, attendee: Attendee) => ({
      form: { name: attendee.name, email: attendee.email, phoneNumber: attendee.phoneNumber },
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
    savedList: assign(({ context }, list: AttendeeList) => ({ list, saved: context.pending?.name ?? null })),
    keepList: assign((_, list: AttendeeList) => ({ list })),
  },
});
