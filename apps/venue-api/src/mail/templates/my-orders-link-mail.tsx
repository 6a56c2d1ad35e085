/** @jsxRuntime automatic */
// "Find my orders" (docs/product.md#find-my-orders): the signed link to the guest's orders page, and the orders it
// lists, each with its guests' own-code links and its invoice. Nothing another page would not show this address.
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

export const myOrdersLinkSubject = (venueName: string): string => `Your orders at ${venueName}`;

export function MyOrdersLinkMail(p: MyOrdersLinkMailProps) {
  return (
    <MailLayout brand={p.brand} language={p.language} preview="Here is the link to your orders and their codes.">
      <Title>Your orders</Title>
      <Para>You asked for your orders. Open them, with every code for the door, on any device:</Para>
      <Action href={p.link}>See my orders</Action>
      <Para>The link works until {p.expires}. If you did not ask for it, you can ignore this mail.</Para>
      {p.orders.map((order) => (
        <div key={order.orderNumber}>
          <Subtitle>{order.what}</Subtitle>
          <Facts
            facts={[
              { label: 'Order', value: order.orderNumber },
              ...(order.night ? [{ label: 'Night', value: order.night }] : []),
              ...(order.total ? [{ label: 'Total', value: order.total }] : []),
              { label: 'Status', value: order.status },
            ]}
          />
          {order.codes.map((code) => (
            <Para key={code.link}>
              <TextLink href={code.link}>Open {code.guestName}&apos;s code full screen</TextLink> ({code.label})
            </Para>
          ))}
          {order.invoiceLink ? (
            <Para>
              <TextLink href={order.invoiceLink}>View your invoice</TextLink>
            </Para>
          ) : null}
        </div>
      ))}
    </MailLayout>
  );
}
