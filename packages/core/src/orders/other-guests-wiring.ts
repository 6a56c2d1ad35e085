// Supplies the other-guests machine's effects from the ticket booking port and the phone rules, at the edge.
import { fromPromise } from 'xstate';
import { readPhoneWith } from '../forms/phone-reading';
import type { PhonePort } from '../ports/phone.port';
import type { DecodeError } from '../shared/decode';
import { otherGuestsMachine } from './other-guests.machine';
import type { TicketBookingPort } from './ticket-booking.port';

export interface OtherGuestsDependencies {
  readonly tickets: Pick<TicketBookingPort, 'attendee' | 'attendees' | 'addAttendee' | 'editAttendees'>;
  readonly phone: PhonePort;
  /** Where an unreadable answer is reported (console, telemetry); the guest sees only the failure. */
  readonly reportDecodeError: (error: DecodeError) => void;
}

export const otherGuestsMachineWith = ({ tickets, phone, reportDecodeError }: OtherGuestsDependencies) =>
  otherGuestsMachine.provide({
    actors: {
      loadAttendee: fromPromise(({ input }) => tickets.attendee(input.attendeeId, input.access)),
      loadList: fromPromise(({ input }) => tickets.attendees(input.orderId, input.access)),
      addAttendee: fromPromise(({ input }) => tickets.addAttendee(input)),
      replaceAttendees: fromPromise(({ input }) => tickets.editAttendees(input)),
    },
    actions: {
      readPhone: readPhoneWith(phone),
      reportDecodeError: (_, { error }) => reportDecodeError(error),
    },
  });
