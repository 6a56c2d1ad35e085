/** @jsxRuntime automatic */
// "Find my orders" (docs/product.md#find-my-orders): the signed link to the guest's orders page, and the orders it
// lists, each with its guests' own-code links and its invoice. Nothing another page would not show this address.
import { mailWords } from '../../languages/mail-words';
import { MailLayout, type MailBrand } from './mail-layout';
import { Action, Facts, Para, Subtitle, TextLink, Title } from './mail-parts';

export interface MyOrdersLinkOrder {
  readonly orderNumber: string;
  /** "Tickets: Deep Nights with DJ Nova", "Table reservation". */
  readonly what: string;
  readonly night: string | null;
  readonly total: string | null;
  readonly status: string;
  readonly codes: readonly { readonly guestName: string; readonly label: string; readonly link: string }[];
  readonly invoiceLink: string | null;
}

export interface MyOrdersLinkMailProps {
  readonly brand: MailBrand;
  readonly language: string;
  /** The signed link, absolute. */
  readonly link: string;
  /** "Jun 16, 2030, 8:00 PM", the venue's clock. */
  readonly expires: string;
  readonly orders: readonly MyOrdersLinkOrder[];
}

export const myOrdersLinkSubject = (language: string, venueName: string): string => mailWords(language).myOrdersSubject(venueName);

export function MyOrdersLinkMail(p: MyOrdersLinkMailProps) {
  const w = mailWords(p.language);
  return (
    <MailLayout brand={p.brand} language={p.language} preview={w.myOrdersPreview}>
      <Title>{w.myOrdersTitle}</Title>
      <Para>{w.myOrdersIntro}</Para>
      <Action href={p.link}>{w.myOrdersButton}</Action>
      <Para>{w.myOrdersUntil(p.expires)}</Para>
      {p.orders.map((order) => (
        <div key={order.orderNumber}>
          <Subtitle>{order.what}</Subtitle>
          <Facts
            facts={[
              { label: w.order, value: order.orderNumber },
              ...(order.night ? [{ label: w.night, value: order.night }] : []),
              ...(order.total ? [{ label: w.total, value: order.total }] : []),
              { label: w.status, value: order.status },
            ]}
            language={p.language}
          />
          {order.codes.map((code) => (
            <Para key={code.link}>
              <TextLink href={code.link}>{w.openCodeFullScreen(code.guestName)}</TextLink> ({code.label})
            </Para>
          ))}
          {order.invoiceLink ? (
            <Para>
              <TextLink href={order.invoiceLink}>{w.viewYourInvoice}</TextLink>
            </Para>
          ) : null}
        </div>
      ))}
    </MailLayout>
  );
}
