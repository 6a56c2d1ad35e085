// The guest's special request on a booking request, a reservation and a reservation's update: optional, and cut at
// the length the payload takes (core's guest-contact rules).
import { SPECIAL_REQUEST_MAX_LENGTH } from '@venue/core/booking/guest-contact-rules';
import { LabeledTextArea } from './labeled-text-area';

interface SpecialRequestFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | null;
  readonly wide?: boolean;
}

export function SpecialRequestField({ label, value, onChange, error, wide = false }: SpecialRequestFieldProps) {
  return (
    <LabeledTextArea
      label={label}
      name="specialRequest"
      maxLength={SPECIAL_REQUEST_MAX_LENGTH}
      value={value}
      onChange={onChange}
      error={error}
      optional
      wide={wide}
    />
  );
}
