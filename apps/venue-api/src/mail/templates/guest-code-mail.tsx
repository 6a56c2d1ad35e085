/** @jsxRuntime automatic */
// To a guest named on the other-guests page (docs/product.md#mail): their own code and the night, nothing else of
// the order that admits them.
import { MailLayout, type MailBrand } from './mail-layout';
import { CalendarNote, EventFacts, GuestCode, Para, Subtitle, Title, type GuestCodePart, type MailFile } from './mail-parts';

export interface GuestCodeMailProps {
  readonly brand: MailBrand;
  readonly language: string;
  readonly eventName: string;
  readonly when: string;
  readonly place: string;
  readonly eventLink: string;
  readonly code: GuestCodePart;
  readonly calendar: MailFile;
}

export const guestCodeSubject = (p: Pick<GuestCodeMailProps, 'eventName'>): string => `Your code for ${p.eventName}`;

export function GuestCodeMail(p: GuestCodeMailProps) {
  return (
    <MailLayout brand={p.brand} language={p.language} preview={`You are on the list for ${p.eventName}, ${p.when}.`}>
      <Title>You are on the list</Title>
      <Para>Hi {p.code.guestName},</Para>
      <Para>You have a ticket for {p.eventName}. Here is your own code for the door: it lets you in once.</Para>
      <EventFacts eventName={p.eventName} when={p.when} place={p.place} eventLink={p.eventLink} />
      <Subtitle>Your code for the door</Subtitle>
      <GuestCode code={p.code} />
      <Para>Show this code at the door. Turn your screen brightness up.</Para>
      <CalendarNote calendar={p.calendar} />
    </MailLayout>
  );
}
