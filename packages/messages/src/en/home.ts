// The home page: its sections, the venue's popups and the rewards signup (apps/web/src/pages/home).
export const welcome = 'Welcome';
export const upcomingEvents = 'Upcoming events';
export const allEvents = 'All events →';
export const noUpcomingEvents = 'No upcoming events are announced yet. Check back soon.';
export const promotions = 'Promotions';
export const noPromotions = 'No promotions are running right now.';
export const validUntil = (date: string): string => `Until ${date}`;
export const whatGuestsSay = 'What guests say';
export const noReviews = 'No reviews yet.';
export const rated = (stars: number): string => `Rated ${stars} out of 5`;
// The rewards signup.
export const almostThere = 'Almost there: confirm your address from the mail we sent you.';
export const checkInbox = 'Check your inbox: open the link we just sent to confirm your address. It works for 72 hours.';
export const name = 'Name';
export const email = 'Email';
export const phoneNumber = 'Phone Number';
export const birthMonth = 'Birth Month';
export const birthDay = 'Birth Day';
export const instagramId = 'Instagram ID';
export const optional = '(optional)';
export const month = 'Month';
export const day = 'Day';
export const sending = 'Sending…';
