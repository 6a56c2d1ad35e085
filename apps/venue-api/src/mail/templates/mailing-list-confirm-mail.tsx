/** @jsxRuntime automatic */
// Double opt-in (docs/product.md#mailing-list): the one mail an address gets before it confirms, with the link that
// confirms it.
import { MailLayout, type MailBrand } from './mail-layout';
import { Action, Para, Title } from './mail-parts';

export interface MailingListConfirmMailProps {
  readonly brand: MailBrand;
  readonly language: string;
  /** The signed confirm link, absolute. */
  readonly confirmUrl: string;
  /** "Jun 18, 2030, 8:00 PM", the venue's clock. */
  readonly expires: string;
}

export const mailingListConfirmSubject = (venueName: string): string => `Please confirm your subscription to ${venueName}`;

export function MailingListConfirmMail(p: MailingListConfirmMailProps) {
  return (
    <MailLayout brand={p.brand} language={p.language} preview="One click to confirm your subscription.">
      <Title>Confirm your subscription</Title>
      <Para>You asked to join the {p.brand.name} mailing list, to hear first about new nights, guest lists and birthday rewards.</Para>
      <Action href={p.confirmUrl}>Confirm my subscription</Action>
      <Para>
        The link works until {p.expires}. If it was not you, ignore this mail: we will not write to this address again, and the sign-up is
        deleted after 72 hours.
      </Para>
    </MailLayout>
  );
}
