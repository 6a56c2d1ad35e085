// Loads the phone input's chunk (it brings the phone rules, app/deferred-phone.ts) after the page
// is in, for a form's machine to start once it is: null until then; `failed` when it cannot load.
// A page that starts at the first touch has its phone field drawn by the server, so the guest can type
// before any script runs: the server and the hydrating browser then have the field from the first
// render (docs/decisions.md#flow-pages-that-start-at-the-first-touch).
import { createContext, useContext, useEffect, useState, type ComponentType } from 'react';
import type { PhoneFieldProps } from './phone-field';

export interface LazyPhoneField {
  readonly PhoneField: ComponentType<PhoneFieldProps> | null;
  readonly failed: boolean;
}

/** The field's state, and a way to ask for its chunk again after a failed load, without reloading the page. */
export interface RetriedPhoneField extends LazyPhoneField {
  readonly retry: () => void;
}

let loadedField: ComponentType<PhoneFieldProps> | null = null;

/** The field once its chunk is in: every later form draws it from its first render. */
export function phoneFieldIsIn(PhoneField: ComponentType<PhoneFieldProps>): void {
  loadedField = PhoneField;
}

/** The root's attribute when the server drew a phone field in its first render: the browser must have it to hydrate. */
export const PHONE_FIELD_ATTRIBUTE = 'data-phone-field';

/** Before hydrating: a page the server drew with a phone field gets the field first, so its first render is the server's. */
export async function loadDrawnPhoneField(root: Element): Promise<void> {
  if (loadedField !== null || !root.hasAttribute(PHONE_FIELD_ATTRIBUTE)) return;
  phoneFieldIsIn((await import('./phone-field')).PhoneField);
}

/**
 * Whether a field already in may be drawn in the first render: on the server, only for a page that starts
 * at the first touch, which is told when one was (`drawn`), for the browser to load it before hydrating.
 */
export const PhoneFieldAtFirstRender = createContext<{ readonly allowed: boolean; readonly drawn?: () => void }>({ allowed: true });

/** `wanted` false (a page with nothing to order): nothing loads. */
export function useLazyPhoneField(wanted = true): RetriedPhoneField {
  const atFirstRender = useContext(PhoneFieldAtFirstRender);
  const [state, setState] = useState<LazyPhoneField>(() => ({ PhoneField: atFirstRender.allowed ? loadedField : null, failed: false }));
  const [tries, setTries] = useState(0);
  const inHand = state.PhoneField !== null;
  if (inHand) atFirstRender.drawn?.();
  useEffect(() => {
    if (!wanted || inHand) return;
    let live = true;
    // A retry shows the form loading again, not the failure.
    setState((now) => (now.failed ? { PhoneField: null, failed: false } : now));
    void import('./phone-field').then(
      ({ PhoneField }) => {
        phoneFieldIsIn(PhoneField);
        if (live) setState({ PhoneField, failed: false });
      },
      () => live && setState({ PhoneField: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [wanted, inHand, tries]);
  return { ...state, retry: () => setTries((n) => n + 1) };
}
