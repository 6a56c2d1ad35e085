// The presses a page that starts on touch held before its app ran, replayed in order once it runs
// (docs/decisions.md#flow-pages-that-start-at-the-first-touch), with what was typed after them kept: the
// holder marks a field's typing that came after a held press (islands/early-presses.ts), and once the presses
// before that mark have run, the field gets back what the guest typed last. Tapping $50 and then typing 60
// before the app ran gives a card of 60, not of 50. Each step is committed before the next (flushSync), so
// the field's component has taken a press's value before it is told of the typing that followed.
import { flushSync } from 'react-dom';
import { replayOf } from '../islands/early-presses';
import { tellTyped } from './read-back-fields';

type TypedField = HTMLInputElement | HTMLTextAreaElement;

const typedField = (event: Event): TypedField | null =>
  event.type === 'input' && (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) ? event.target : null;

export function replayHeld(held: readonly Event[]): void {
  // What each field holds now, read back as the app started: what was typed in it last, and where.
  const lastTyped = new Map<TypedField, { readonly at: number; readonly value: string }>();
  held.forEach((event, at) => {
    const field = typedField(event);
    if (field !== null) lastTyped.set(field, { at, value: field.value });
  });
  held.forEach((event, at) => {
    const field = typedField(event);
    if (field === null) {
      if (event.type !== 'input') flushSync(replayOf(event));
      return;
    }
    const typed = lastTyped.get(field);
    if (typed?.at === at && field.value !== typed.value) flushSync(() => tellTyped(field, typed.value));
  });
}
