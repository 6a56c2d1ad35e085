// Stepping through a list that wraps around (carousel slides, viewer pictures).

/** The index `step` places from `index` in a list of `length`, wrapping at both ends; 0 for an empty list. */
export function cyclicIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}
