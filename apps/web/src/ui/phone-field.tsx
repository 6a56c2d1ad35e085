// A phone field for any form: the international phone input and its rules, in a chunk of
// their own that loads with the first form that needs it (docs/performance.md). Loading it hands the phone rules to
// the machines, so a form's machine starts only once this module is in (bottle-checkout-page.tsx shows how).
import PhoneInput from 'react-phone-number-input';
import 'react-phone-number-input/style.css';
import { createLibphonenumberPhone, phoneInputProps } from '@venue/adapters/phone/phone.libphonenumber';
import * as countries from '~messages/phone-countries';
import * as m from '~messages/ui';
import { providePhoneRules } from '../app/deferred-phone';
import { PhoneCountrySelect } from './phone-country-select';

providePhoneRules(createLibphonenumberPhone());

const phoneProps = phoneInputProps();
// The country list in the guest's language; "ZZ" is the library's "International".
const countryLabels = Object.fromEntries([...phoneProps.countries, 'ZZ'].map((code) => [code, countries.countryName(code)]));

export interface PhoneFieldProps {
  readonly id: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
  readonly placeholder?: string | undefined;
  readonly className?: string | undefined;
}

/**
 * National input with the venue's default country, not `international`: that mode prefills an editable
 * "+1", which focus by Tab selects, so the first digit typed replaced the country code (2015550177 became
 * +2015550177, Egypt) while a click kept it. An empty field reads the same however it is reached; a number
 * typed, pasted or autofilled with + keeps its own country, one without is the default country's.
 */
export function PhoneField({ id, name, value, onChange, invalid, describedBy, placeholder, className }: PhoneFieldProps) {
  return (
    <PhoneInput
      {...phoneProps}
      id={id}
      name={name}
      {...(placeholder === undefined ? {} : { placeholder })}
      {...(className === undefined ? {} : { className })}
      autoComplete="tel"
      value={value}
      onChange={(next) => onChange(next ?? '')}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      labels={countryLabels}
      countrySelectProps={{ 'aria-label': m.phoneCountry }}
      countrySelectComponent={PhoneCountrySelect}
      flagUrl="/flags/{XX}.svg"
    />
  );
}
