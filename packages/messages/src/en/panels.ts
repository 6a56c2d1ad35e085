// What a page or form says when something could not load (ui/error-panel.tsx, ui/load-failed-panel.tsx).
export const tryAgain = 'Try again';
export const tryingAgain = 'Trying again…';
export const pageCouldNotLoad = 'This page could not load';
export const formCouldNotLoad = 'This form could not load';
export const couldNotReachVenue = 'We could not reach the venue. Check your connection and try again.';
