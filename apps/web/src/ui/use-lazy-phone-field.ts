// Loads the phone input's chunk (it brings the phone rules, app/deferred-phone.ts) after the page
// is in, for a form's machine to start once it is: null until then; `failed` when it cannot load.
import { useEffect, useState, type ComponentType } from 'react';
import type { PhoneFieldProps } from './phone-field';

export interface LazyPhoneField {
  readonly PhoneField: ComponentType<PhoneFieldProps> | null;
  readonly failed: boolean;
}

/** `wanted` false (a page with nothing to order): nothing loads. */
export function useLazyPhoneField(wanted = true): LazyPhoneField {
  const [state, setState] = useState<LazyPhoneField>({ PhoneField: null, failed: false });
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void import('./phone-field').then(
      ({ PhoneField }) => live && setState({ PhoneField, failed: false }),
      () => live && setState({ PhoneField: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return state;
}
