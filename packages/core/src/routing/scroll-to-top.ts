// Every navigation scrolls to the top (spec 2); the web app animates with these durations.
export const SCROLL_TO_TOP_MS = 800;
export const SCROLL_TO_TOP_ON_ROUTE_CHANGE_MS = 700;
