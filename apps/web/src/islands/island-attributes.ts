// The marker the server writes around an island and the islands entry looks for.
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** The prefix of the island's ids (React's identifierPrefix), the same on the server and in the browser. */
export const ISLAND_KEY_ATTRIBUTE = 'data-island-key';
/** On a control an island disables until the page's script runs (ui/use-hydrated.ts). */
export const SCRIPT_ONLY_ATTRIBUTE = 'data-script-only';
/** Set on an island once it runs in the browser: for tests, as `data-hydrated` on <html> is for the page. */
export const ISLAND_READY_ATTRIBUTE = 'data-island-ready';
