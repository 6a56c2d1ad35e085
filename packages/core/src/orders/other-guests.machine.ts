// The other guests of a ticket order (docs/product.md#other-guests): the buyer opens a place, fills in
// or corrects the guest's name, e-mail and phone, and saves. A new guest goes to attendee-info, a change
// to editAttendeeGroup (the whole list, kept ids); a named guest is read again (getBookingAttendee) before
// it is edited. Saving is busy, so a double click sends once; a failed save keeps what was typed. An address that
// names a place (the confirmation's "Add name", "Change name") starts with its form open, filled from the list
// the page just read, so the server draws it open. A visitor fills in only the places open to them: unnamed ones,
// and those whose contacts the venue answered them (the place's key, or the buyer's order secret).
import { assign } from 'xstate';
import type { ApiError } from '../shared/api-error';
import type { DecodeError } from '../shared/decode';
import { requiredIn } from '../shared/required';
import type { Result } from '../shared/result';
import { emptyAttendeeForm } from './attendee-form';
import { guestSlots, placeIsOpenTo } from './guest-slots';
import { placesShownTo, noKeyPlaces } from './key-places';
import { noGuestAccess } from './place-key';
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
  index !== null && index >= 0 && index < guestSlots(list).length && placeIsOpenTo(list, index)
    ? placeOpenedAt(list, index)
    : { open: null, form: emptyAttendeeForm };

export const otherGuestsMachine = otherGuestsSetup.createMachine({
  id: 'otherGuests',
  context: ({ input }) => ({
    list: input.list,
    access: input.access ?? noGuestAccess,
    // A guest's own link: its key opens the one place the venue answered contacts for.
    keyPlaces: placesShownTo(input.list, input.access ?? noGuestAccess, noKeyPlaces),
    placeKey: null,
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
          // A named place is read again first; another guest's place (no contacts answered) is theirs, not this visitor's.
          {
            guard: { type: 'placeIsYours', params: ({ event }) => event.index },
            target: 'loadingGuest',
            actions: { type: 'openPlace', params: ({ event }) => event.index },
          },
          {
            guard: { type: 'placeIsUnnamed', params: ({ event }) => event.index },
            target: 'editing',
            actions: { type: 'openPlace', params: ({ event }) => event.index },
          },
        ],
        'guest.keysFound': [
          {
            guard: { type: 'hasNewKeys', params: ({ event }) => event.keys },
            target: 'refreshing',
            actions: { type: 'addKeys', params: ({ event }) => event.keys },
          },
          { actions: { type: 'addKeys', params: ({ event }) => event.keys } },
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
        input: ({ context }) => ({ attendeeId: required(context.open?.attendeeId, 'attendee id'), access: context.access }),
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
        // Kept for the next save and read; the form open is not interrupted.
        'guest.keysFound': { actions: { type: 'addKeys', params: ({ event }) => event.keys } },
        'guest.cancel': [
          // A lost answer may have added the guest: read the list again before showing it.
          { guard: 'mayHaveAdded', target: 'refreshing' },
          { target: 'browsing', actions: 'close' },
        ],
      },
    },
    validating: {
      always: [{ guard: 'formIsValid', target: 'saving', actions: 'keyThePlace' }, { target: 'editing' }],
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
            input: ({ context }) => ({
              orderId: context.list.orderId,
              ...required(context.pending, 'guest'),
              key: required(context.placeKey, 'place key'),
            }),
            onDone: [
              {
                // Shown at once, then read again: another guest may have named a place meanwhile, and places are
                // numbered in the venue's order.
                guard: { type: 'succeeded', params: ({ event }) => event.output },
                target: '#otherGuests.refreshing',
                actions: [
                  { type: 'placeAdded', params: ({ event }) => valueOf(event.output)._id },
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
                actions: [
                  { type: 'placeInList', params: ({ event }) => valueOf(event.output) },
                  { type: 'savedList', params: ({ event }) => valueOf(event.output) },
                  'close',
                  'listKnown',
                ],
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
        input: ({ context }) => ({ orderId: context.list.orderId, access: context.access }),
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
