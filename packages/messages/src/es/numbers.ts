/** «8,875 %»: coma decimal y espacio antes del signo. */
export const percent = (value: number): string => `${String(value).replace('.', ',')}\u00a0%`;
