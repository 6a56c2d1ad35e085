/** @jsxRuntime automatic */
// Double opt-in (docs/product.md#mailing-list): the one mail an address gets before it confirms, with the link that
// confirms it.
import { mailWords } from '../../languages/mail-words';
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

export const mailingListConfirmSubject = (language: string, venueName: string): string => mailWords(language).listSubject(venueName);

export function MailingListConfirmMail(p: MailingListConfirmMailProps) {
  const w = mailWords(p.language);
  return (
    <MailLayout brand={p.brand} language={p.language} preview={w.listPreview}>
      <Title>{w.listTitle}</Title>
      <Para>{w.listIntro(p.brand.name)}</Para>
      <Action href={p.confirmUrl}>{w.listButton}</Action>
      <Para>{w.listUntil(p.expires)}</Para>
    </MailLayout>
  );
}
