/** « 8,875 % » : virgule décimale, espace insécable avant le signe. */
export const percent = (value: number): string => `${String(value).replace('.', ',')}\u00a0%`;
