// A line too long for its page, cut between words (the invoice's night facts: a long place).
import { isolatesKept } from './bidi-line';

/**
 * `value` in lines no wider than `width` as `measure` finds them, broken between words (a longer word keeps its
 * line), each line drawn on its own (an isolated part cut in two stays isolated on both lines).
 */
export function wrapped(value: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(' ')) {
    const longer = line === '' ? word : `${line} ${word}`;
    if (line !== '' && measure(longer) > width) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  return isolatesKept([...lines, line]);
}
