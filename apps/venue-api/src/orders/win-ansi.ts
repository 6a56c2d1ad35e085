// Text as a standard PDF font (Helvetica, WinAnsi) can draw it: anything outside the set becomes '?'.
export const winAnsi = (text: string): string => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');
