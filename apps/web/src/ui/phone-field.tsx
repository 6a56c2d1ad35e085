// A phone field for any form: the international phone input and its rules, in a chunk of
// their own that loads with the first form that needs it (docs/performance.md). Loading it hands the phone rules to
// the machines, so a form's machine starts only once this module is in (bottle-checkout-page.tsx shows how).
import PhoneInput from 'react-phone-number-input';
import 'react-phone-number-input/style.css';
import { useMemo } from 'react';
import { createLibphonenumberPhone, phoneInputProps } from '@venue/adapters/phone/phone.libphonenumber';
import { phoneCountriesFor } from '@venue/core/forms/phone-countries';
import * as countries from '~messages/phone-countries';
import * as m from '~messages/ui';
import { providePhoneRules } from '../app/deferred-phone';
import { browserVenueCountry, useVenueCountry } from '../app/page-venue-country';
import { PhoneCountrySelect } from './phone-country-select';

// The forms' rules take the numbers the field offers: the venue's country's (docs/product.md#form-rules).
providePhoneRules(createLibphonenumberPhone({ countries: phoneCountriesFor(browserVenueCountry()) }));

/** The input's countries for the venue's country, with their names in the guest's language ("ZZ": the library's "International"). */
function usePhoneProps() {
  const country = useVenueCountry();
  return useMemo(() => {
    const props = phoneInputProps(phoneCountriesFor(country));
    const labels = Object.fromEntries([...props.countries, 'ZZ'].map((code) => [code, countries.countryName(code)]));
    return { props, labels };
  }, [country]);
}

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
  const { props: phoneProps, labels: countryLabels } = usePhoneProps();
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
