// Numbers as this language writes them beside words (docs/architecture.md#languages).

/** A rate as a guest reads it: "8.875%". */
export const percent = (value: number): string => `${value}%`;
