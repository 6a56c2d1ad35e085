// The calls the ticket checkout's machine is wired with: the order flow's four steps and the
// promoter check. Apart from the loads, so the tickets page does not carry the order adapters.
import { createOrdersHttp } from '@venue/adapters/http/orders.http';
import { createTicketBookingHttp } from '@venue/adapters/http/ticket-booking.http';
import { venueClient } from '../../app/services';

export const orders = createOrdersHttp(venueClient);
export const ticketBooking = createTicketBookingHttp(venueClient);
