// What a guest typed, chose or ticked in a page's fields before its app ran (a page that starts at the
// first touch, docs/decisions.md#flow-pages-that-start-at-the-first-touch). React 19 hydrates a field
// keeping what is on screen, but its component still holds the value it was drawn with and writes that
// back at its next render (the fix, `enableHydrationChangeEvent`, is off in the release). Each changed
// field is reported to its component as a browser reports a change, so the form's state is what the
// guest sees.

const bubbling = { bubbles: true } as const;

/** A field whose value (or checked state) is `now` where the page was drawn with `drawn`. */
interface ChangedField {
  readonly node: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  readonly property: 'value' | 'checked';
  readonly now: string | boolean;
  readonly drawn: string | boolean;
  /** The event React reads a change of this field from. */
  readonly event: 'input' | 'click' | 'change';
}

function changedFields(root: ParentNode): ChangedField[] {
  const changed: ChangedField[] = [];
  for (const node of root.querySelectorAll('input, textarea, select')) {
    if (node instanceof HTMLSelectElement) {
      const drawn = [...node.options].find((option) => option.defaultSelected)?.value ?? node.options[0]?.value ?? '';
      if (node.value !== drawn) changed.push({ node, property: 'value', now: node.value, drawn, event: 'change' });
    } else if (node instanceof HTMLInputElement && node.type === 'file') {
      if ((node.files?.length ?? 0) > 0) changed.push({ node, property: 'value', now: node.value, drawn: '', event: 'change' });
    } else if (node instanceof HTMLInputElement && (node.type === 'checkbox' || node.type === 'radio')) {
      // Of a radio group, the one now chosen: the one left would read as a change to a value nobody chose.
      if (node.checked !== node.defaultChecked && (node.type === 'checkbox' || node.checked))
        changed.push({ node, property: 'checked', now: node.checked, drawn: node.defaultChecked, event: 'click' });
    } else if ((node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) && node.value !== node.defaultValue) {
      changed.push({ node, property: 'value', now: node.value, drawn: node.defaultValue, event: 'input' });
    }
  }
  return changed;
}

function report({ node, property, now, drawn, event }: ChangedField): void {
  if (event === 'change') {
    // A select or a file input: React reads the change event itself, not a difference it tracked.
    if (node instanceof HTMLSelectElement) node.value = String(now);
    node.dispatchEvent(new Event('change', bubbling));
    return;
  }
  // Set through React's tracker, which then holds the drawn value, and past it (the prototype's setter)
  // back to what the guest typed: to React the event below is a change from the one to the other.
  Object.assign(node, { [property]: drawn });
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(node), property)?.set?.call(node, now);
  // A plain event, not a MouseEvent: a checkbox is not toggled again by it.
  node.dispatchEvent(new Event(event, bubbling));
}

/** Puts `value` in a one-line field or text area as though the guest typed it: its component hears the change. */
export const tellTyped = (node: HTMLInputElement | HTMLTextAreaElement, value: string): void =>
  report({ node, property: 'value', now: value, drawn: node.value, event: 'input' });

/**
 * Hydrates the page (`hydrateNow`, in one go) keeping what the guest typed before: read first, since
 * hydrating renders (a form that was drawn disabled until then) and a render draws a field with its
 * component's value; then every field's part of the page hydrated at once (a part React would leave for
 * later, where a key typed meanwhile would be lost to the component); then each typed field reported.
 */
export function hydrateKeepingTyped(root: ParentNode, hydrateNow: () => void): void {
  const typed = changedFields(root);
  hydrateNow();
  // An event with no change in it has React hydrate the field's part at once; from then it tracks the field.
  for (const node of root.querySelectorAll('input, textarea, select')) node.dispatchEvent(new Event('input', bubbling));
  for (const field of typed) report(field);
}
