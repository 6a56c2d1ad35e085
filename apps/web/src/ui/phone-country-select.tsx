// The phone field's country list, drawn as the library draws its own (a native <select> over the chosen
// country's flag) but with only the chosen country until the page has hydrated: the full list of some
// 240 countries is 2.3 kB of a form page's first HTML (docs/performance.md#first-paint), and choosing
// from it needs the page's script anyway. The guest's first touch starts that script
// (docs/decisions.md#flow-pages-that-start-at-the-first-touch), and the list is whole from then on.
import type { ChangeEvent, ComponentType } from 'react';
import { useHydrated } from './use-hydrated';

interface CountryOption {
  readonly value?: string | undefined;
  readonly label: string;
  readonly divider?: boolean;
}

interface PhoneCountrySelectProps {
  readonly value?: string | undefined;
  readonly onChange: (country: string | undefined) => void;
  readonly options: readonly CountryOption[];
  readonly iconComponent: ComponentType<{ readonly 'aria-hidden': boolean; readonly country?: string | undefined; readonly label: string }>;
  readonly disabled?: boolean;
  readonly readOnly?: boolean;
  readonly name?: string;
  readonly 'aria-label'?: string;
  readonly onFocus?: () => void;
  readonly onBlur?: () => void;
}

// The library's value for "no country": an <option> needs a value.
const INTERNATIONAL = 'ZZ';

export function PhoneCountrySelect({
  value,
  onChange,
  options,
  iconComponent: Icon,
  disabled,
  readOnly,
  ...rest
}: PhoneCountrySelectProps) {
  const hydrated = useHydrated();
  const chosen = options.find((option) => !option.divider && (option.value ?? null) === (value ?? null));
  const shown = hydrated ? options : chosen === undefined ? [] : [chosen];
  return (
    <div className="PhoneInputCountry">
      <select
        {...rest}
        className="PhoneInputCountrySelect"
        disabled={disabled === true || readOnly === true}
        value={value ?? INTERNATIONAL}
        onChange={(event: ChangeEvent<HTMLSelectElement>) =>
          onChange(event.target.value === INTERNATIONAL ? undefined : event.target.value)
        }
      >
        {shown.map((option) => (
          <option key={option.value ?? INTERNATIONAL} value={option.value ?? INTERNATIONAL}>
            {option.label}
          </option>
        ))}
      </select>
      {chosen !== undefined && <Icon aria-hidden country={value} label={chosen.label} />}
      <div className="PhoneInputCountrySelectArrow" />
    </div>
  );
}
