// The events pages: the lists, the calendar and an event's page (apps/web/src/pages/events).
import { plural } from '../plural-rules';

export const eventsTitle = 'Events';
export const eventsIntro = 'What is on next: DJs, live music and themed nights. Pick a night to see the line-up and tickets.';
export const noUpcomingEvents = 'No upcoming events are announced yet. Check back soon.';
export const pastEventsTitle = 'Past events';
export const pastEventsIntro = 'The nights we have already had. Event photos are in the gallery.';
export const noPastEvents = 'There are no past events yet.';
export const calendarTitle = 'Events calendar';
export const calendarIntro = 'Days with events are marked. Choose a day to see what is on.';
export const eventViews = 'Event views';
export const upcomingView = 'Upcoming';
export const calendarView = 'Calendar';
export const pastView = 'Past events';
// A card and an event's page.
export const freeTickets = 'Free tickets';
export const freeEntry = 'Free entry';
export const ticketsFromPrice = (price: string): string => `Tickets from ${price}`;
export const ticketsFrom = 'Tickets from';
export const seeOtherEvents = 'See other events';
export const allEventsBack = '← All events';
export const posterOf = (event: string): string => `Poster of ${event}`;
export const date = 'Date';
export const time = 'Time';
export const where = 'Where';
export const music = 'Music';
export const age = 'Age';
export const minimumAge = (age: number): string => `${age}+ with photo ID`;
export const tickets = 'Tickets';
export const fromPrice = (price: string): string => `from ${price}`;
export const noTicketsSold = 'Free entry: no tickets are sold for this night. Come early, capacity is limited.';
export const ticket = 'Ticket';
export const admits = 'Admits';
export const price = 'Price';
export const guests = (count: number): string => plural('en', count, { one: `${count} guest`, other: `${count} guests` });
export const lineup = 'Line-up';
// What an event's search data calls a venue the API gave no name.
export const unnamedVenue = 'the venue';
