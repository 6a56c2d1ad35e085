/** "8.875%": נקודה עשרונית, הסימן צמוד למספר. */
export const percent = (value: number): string => `${value}%`;
