// The marker the server writes around an island and the islands entry looks for.
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** On a control an island disables until the page's script runs (ui/use-hydrated.ts). */
export const SCRIPT_ONLY_ATTRIBUTE = 'data-script-only';
