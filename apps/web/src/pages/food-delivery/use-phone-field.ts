// Loads the phone input's chunk (and with it the phone rules the machines read, app/deferred-phone.ts)
// once the page is in the browser; a page starts its machine when this answers the component.
import { useEffect, useState, type ComponentType } from 'react';
import type { PhoneFieldProps } from '../../ui/phone-field';

export type PhoneFieldLoad =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'loaded'; readonly PhoneField: ComponentType<PhoneFieldProps> };

export function usePhoneField(wanted: boolean): PhoneFieldLoad {
  const [load, setLoad] = useState<PhoneFieldLoad>({ state: 'loading' });
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    import('../../ui/phone-field').then(
      ({ PhoneField }) => live && setLoad({ state: 'loaded', PhoneField }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return load;
}
