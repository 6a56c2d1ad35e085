// Spec 5 Chat input: Enter sends, Shift+Enter does not; empty text is ignored; a file may be sent with or without text.

export interface ChatKeyPress {
  readonly key: string;
  readonly shiftKey: boolean;
}

/** Whether a key press in the message box asks to send; Shift+Enter is left to the box (a new line). */
export const isSendKey = (press: ChatKeyPress): boolean => press.key === 'Enter' && !press.shiftKey;

export type ComposedMessage<F> =
  { readonly kind: 'text'; readonly text: string } | { readonly kind: 'file'; readonly file: F; readonly text: string };

/** What the box holds turned into one message to send, or null when there is nothing to send. */
export function composeMessage<F>(text: string, file: F | null): ComposedMessage<F> | null {
  const trimmed = text.trim();
  if (file !== null) return { kind: 'file', file, text: trimmed };
  return trimmed === '' ? null : { kind: 'text', text: trimmed };
}
