/** @jsxRuntime automatic */
// The frame the reservation and booking mails share (docs/product.md#mail): the words, the night (core's one summary,
// docs/product.md#the-night-summary), the reservation's own facts, the links (change, cancel) with what they allow,
// the table's code when it has one, and the calendar note.
import type { NightSummary } from '@venue/core/night/night-summary';
import type { ReactNode } from 'react';
import { mailWords } from '../../languages/mail-words';
import { MailLayout, type MailBrand } from './mail-layout';
import {
  CalendarNote,
  Facts,
  GuestCode,
  NightSummaryPart,
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
  /** The night the mail is about, heading the facts; a mail that shows it in its own words leaves it out. */
  readonly night?: NightSummary | null;
  readonly facts: readonly Fact[];
  readonly code: GuestCodePart | null;
  /** Links under the facts: change, cancel, the map. */
  readonly links: readonly { readonly href: string; readonly text: string }[];
  /** Under the links: until when the reservation can be cancelled online. */
  readonly linksNote?: string | null;
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
    <MailLayout brand={p.brand} language={p.language} preview={mailWords(p.language).reservationPreview(title, p.when)}>
      <Title>{title}</Title>
      <Para>{mailWords(p.language).hi(p.guestName)}</Para>
      {children}
      {p.night ? <NightSummaryPart night={p.night} language={p.language} /> : null}
      <Facts facts={p.facts} language={p.language} />
      {p.links.map((link) => (
        <Para key={link.href}>
          <TextLink href={link.href}>{link.text}</TextLink>
        </Para>
      ))}
      {p.linksNote ? <Para>{p.linksNote}</Para> : null}
      {p.code ? (
        <>
          <Subtitle>{mailWords(p.language).yourTableCodeForTheDoor}</Subtitle>
          <GuestCode code={p.code} language={p.language} />
        </>
      ) : null}
      {p.calendar ? <CalendarNote calendar={p.calendar} language={p.language} cancels={p.calendarCancels ?? false} /> : null}
    </MailLayout>
  );
}
