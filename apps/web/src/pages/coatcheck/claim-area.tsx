// The check-in side of the kiosk: the form while a guest fills it in, their ticket once made.
import type { ComponentType } from 'react';
import type { ClaimSettings } from '@venue/core/coatcheck/claim-fees';
import type { PhoneFieldProps } from '../../ui/phone-field';
import { ClaimFlowContext } from './claim-flow-context';
import { ClaimForm } from './claim-form';
import { ClaimTicket } from './claim-ticket';

interface ClaimAreaProps {
  readonly PhoneField: ComponentType<PhoneFieldProps>;
  readonly settings: ClaimSettings;
}

export function ClaimArea({ PhoneField, settings }: ClaimAreaProps) {
  const claimed = ClaimFlowContext.useSelector((s) => s.context.ticket !== null);
  // Each guest gets a new form element: nothing typed by the previous one is left in it.
  const guest = ClaimFlowContext.useSelector((s) => s.context.guest);
  return claimed ? <ClaimTicket /> : <ClaimForm key={guest} PhoneField={PhoneField} settings={settings} />;
}
