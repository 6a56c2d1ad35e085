// An event's actions (pages/events/event-actions.tsx): buy, share, add to a calendar; an island of the event's page, so an area of its own.
export const soldOut = 'Sold out';
export const buyTickets = 'Buy tickets';
export const eventPassed = 'This event has passed';
export const addToCalendar = 'Add to calendar';
export const share = 'Share';
export const noReadableTime = 'This event has no readable time, so it cannot be added to a calendar.';
export const calendarFileDownloading = 'The calendar file is downloading.';
export const linkShared = 'Link shared.';
export const linkCopied = 'Link copied.';
export const copyThisLink = 'Copy this link to send it:';
