// The other guests of a ticket order (docs/product.md#other-guests): the buyer opens a place, fills in
// or corrects the guest's name, e-mail and phone, and saves. A new guest goes to attendee-info, a change
// to editAttendeeGroup (the whole list, kept ids); a named guest is read again (getBookingAttendee) before
// it is edited. Saving is busy, so a double click sends once; a failed save keeps what was typed. An address that
// names a place (the confirmation's "Add name", "Change name") starts with its form open, filled from the list
// the page just read, so the server draws it open.
import { assign } from 'xstate';
import type { ApiError } from '../shared/api-error';
import type { DecodeError } from '../shared/decode';
import { requiredIn } from '../shared/required';
import type { Result } from '../shared/result';
import { emptyAttendeeForm } from './attendee-form';
import { guestSlots } from './guest-slots';
import type { AttendeeList } from './ticket-booking.schema';
import { listWithPending, otherGuestsSetup, placeOpenedAt } from './other-guests-setup';

const required = requiredIn('otherGuests');
const valueOf = <T>(result: Result<T, ApiError>): T => required(result.ok ? result.value : null, 'answer');
const errorOf = (result: Result<unknown, ApiError>): ApiError => required(result.ok ? null : result.error, 'error');
const decodeErrorOf = (result: Result<unknown, ApiError>): DecodeError => {
  const error = errorOf(result);
  if (error._tag !== 'DecodeError') throw new Error('otherGuests: an unreadable answer without a DecodeError');
  return error;
};

/** The place the address opens, when the order has it; none otherwise. */
const placeAtArrival = (list: AttendeeList, index: number | null) =>
  index !== null && index >= 0 && index < guestSlots(list).length ? placeOpenedAt(list, index) : { open: null, form: emptyAttendeeForm };

export const otherGuestsMachine = otherGuestsSetup.createMachine({
  id: 'otherGuests',
  context: ({ input }) => ({
    list: input.list,
    ...placeAtArrival(input.list, input.openAt ?? null),
    fieldErrors: [],
    firstInvalid: null,
    phoneReading: null,
    pending: null,
    failure: null,
    addMayHaveLanded: false,
    saved: null,
  }),
  initial: 'arriving',
  states: {
    arriving: {
      always: [{ guard: 'placeIsOpen', target: 'editing' }, { target: 'browsing' }],
    },
    browsing: {
      on: {
        'guest.open': [
          {
            guard: { type: 'placeIsNamed', params: ({ event }) => event.index },
            target: 'loadingGuest',
            actions: { type: 'openPlace', params: ({ event }) => event.index },
          },
          { target: 'editing', actions: { type: 'openPlace', params: ({ event }) => event.index } },
        ],
      },
    },
    // The venue's copy of a named guest, so the buyer corrects what is stored now. A failure goes back
    // to the list, which shows it; opening the place again reads again.
    loadingGuest: {
      tags: ['busy'],
      invoke: {
        id: 'loadAttendee',
        src: 'loadAttendee',
        input: ({ context }) => required(context.open?.attendeeId, 'attendee id'),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'editing',
            actions: { type: 'fillFrom', params: ({ event }) => valueOf(event.output) },
          },
          {
            guard: { type: 'unreadable', params: ({ event }) => event.output },
            target: 'browsing',
            actions: [
              { type: 'rememberFailure', params: ({ event }) => ({ error: errorOf(event.output), adding: false }) },
              { type: 'reportDecodeError', params: ({ event }) => ({ error: decodeErrorOf(event.output) }) },
              'closePlace',
            ],
          },
          {
            target: 'browsing',
            actions: [{ type: 'rememberFailure', params: ({ event }) => ({ error: errorOf(event.output), adding: false }) }, 'closePlace'],
          },
        ],
      },
    },
    editing: {
      on: {
        'guest.dismissAlert': { actions: assign({ firstInvalid: null }) },
        'guest.editField': { actions: { type: 'editField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'guest.save': {
          target: 'validating',
          actions: [{ type: 'readPhone', params: ({ context }) => ({ raw: context.form.phoneNumber }) }, 'validate'],
        },
        'guest.cancel': [
          // A lost answer may have added the guest: read the list again before showing it.
          { guard: 'mayHaveAdded', target: 'refreshing' },
          { target: 'browsing', actions: 'close' },
        ],
      },
    },
    validating: {
      always: [{ guard: 'formIsValid', target: 'saving' }, { target: 'editing' }],
    },
    // No transition takes guest.save here: a double click saves once.
    saving: {
      tags: ['busy'],
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'addsNewGuest', target: 'adding' }, { target: 'replacing' }],
        },
        adding: {
          invoke: {
            id: 'addAttendee',
            src: 'addAttendee',
            input: ({ context }) => ({ orderId: context.list.orderId, ...required(context.pending, 'guest') }),
            onDone: [
              {
                guard: { type: 'succeeded', params: ({ event }) => event.output },
                target: '#otherGuests.browsing',
                actions: [
                  {
                    type: 'savedList',
                    params: ({ context, event }) => ({ ...context.list, attendees: [...context.list.attendees, valueOf(event.output)] }),
                  },
                  'close',
                  'listKnown',
                ],
              },
              {
                guard: { type: 'unreadable', params: ({ event }) => event.output },
                target: '#otherGuests.editing',
                actions: [
                  { type: 'rememberFailure', params: ({ event }) => ({ error: errorOf(event.output), adding: true }) },
                  { type: 'reportDecodeError', params: ({ event }) => ({ error: decodeErrorOf(event.output) }) },
                ],
              },
              {
                target: '#otherGuests.editing',
                actions: { type: 'rememberFailure', params: ({ event }) => ({ error: errorOf(event.output), adding: true }) },
              },
            ],
          },
        },
        replacing: {
          invoke: {
            id: 'replaceAttendees',
            src: 'replaceAttendees',
            input: ({ context }) => listWithPending(context, required(context.pending, 'guest')),
            onDone: [
              {
                guard: { type: 'succeeded', params: ({ event }) => event.output },
                target: '#otherGuests.browsing',
                actions: [{ type: 'savedList', params: ({ event }) => valueOf(event.output) }, 'close', 'listKnown'],
              },
              {
                guard: { type: 'unreadable', params: ({ event }) => event.output },
                target: '#otherGuests.editing',
                actions: [
                  { type: 'rememberFailure', params: ({ event }) => ({ error: errorOf(event.output), adding: false }) },
                  { type: 'reportDecodeError', params: ({ event }) => ({ error: decodeErrorOf(event.output) }) },
                ],
              },
              {
                target: '#otherGuests.editing',
                actions: { type: 'rememberFailure', params: ({ event }) => ({ error: errorOf(event.output), adding: false }) },
              },
            ],
          },
        },
      },
    },
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'loadList',
        src: 'loadList',
        input: ({ context }) => context.list.orderId,
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'browsing',
            actions: [{ type: 'keepList', params: ({ event }) => valueOf(event.output) }, 'close', 'listKnown'],
          },
          // The list as last known, still unsure: the next save replaces the whole list.
          { target: 'browsing', actions: 'close' },
        ],
      },
    },
  },
});
