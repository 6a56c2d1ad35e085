// Text as a standard PDF font (Helvetica, WinAnsi) can draw it: Latin-1, and the 27 WinAnsi letters and marks beyond
// it that French and Spanish need (€, ’, “ ”, –, …, œ); a narrow no-break space (Intl's French thousands) as a
// no-break space; anything else becomes '?'.
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

export const winAnsi = (text: string): string =>
  text.replace(/\u202f/g, '\u00a0').replace(/[^\x20-\x7e\u00a0-\u00ff]/g, (c) => (WIN_ANSI_EXTRAS.includes(c) ? c : '?'));

/** Whether a standard font draws all of `text` (a narrow no-break space drawn as a no-break one). */
export const isWinAnsi = (text: string): boolean => winAnsi(text) === text.replace(/\u202f/g, '\u00a0');
