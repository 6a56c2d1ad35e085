/** The currency sign shown until (or when) the venue sends its own; apart from the schema so the shell needs no schema library. */
export const defaultCurrency = '$';
