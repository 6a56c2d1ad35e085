// A promoter code is the promoter's Instagram name (spec 3, 5), typed by guests in any case, with
// or without the @ the Instagram field adds. One spelling is stored and looked up.

/** "@Night.Owl " and "night.owl" name one promoter: leading @ and spaces dropped, trailing spaces too, lower case. */
export const normalisePromoterName = (name: string): string =>
  name
    .replace(/^[\s@]+/, '')
    .trimEnd()
    .toLowerCase();
