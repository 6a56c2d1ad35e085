/** @jsxRuntime automatic */
// The frame the reservation and booking mails share (docs/product.md#mail): the words, the reservation's facts, the
// table's code when it has one, the links, and the calendar note.
import type { ReactNode } from 'react';
import { MailLayout, type MailBrand } from './mail-layout';
import {
  CalendarNote,
  Facts,
  GuestCode,
  Para,
  Subtitle,
  TextLink,
  Title,
  type Fact,
  type GuestCodePart,
  type MailFile,
} from './mail-parts';

export interface ReservationMailProps {
  readonly brand: MailBrand;
  readonly language: string;
  readonly guestName: string;
  /** "06/17/2030 at 10:00 PM". */
  readonly when: string;
  readonly facts: readonly Fact[];
  readonly code: GuestCodePart | null;
  /** Links under the facts: change, cancel, the map. */
  readonly links: readonly { readonly href: string; readonly text: string }[];
  readonly calendar: MailFile | null;
  /** The calendar file takes the entry off (a cancellation). */
  readonly calendarCancels?: boolean;
}

export function ReservationFrame({
  title,
  children,
  ...p
}: ReservationMailProps & { readonly title: string; readonly children: ReactNode }) {
  return (
    <MailLayout brand={p.brand} language={p.language} preview={`${title}: ${p.when}.`}>
      <Title>{title}</Title>
      <Para>Hi {p.guestName},</Para>
      {children}
      <Facts facts={p.facts} />
      {p.links.map((link) => (
        <Para key={link.href}>
          <TextLink href={link.href}>{link.text}</TextLink>
        </Para>
      ))}
      {p.code ? (
        <>
          <Subtitle>Your table’s code for the door</Subtitle>
          <GuestCode code={p.code} />
        </>
      ) : null}
      {p.calendar ? <CalendarNote calendar={p.calendar} cancels={p.calendarCancels ?? false} /> : null}
    </MailLayout>
  );
}
