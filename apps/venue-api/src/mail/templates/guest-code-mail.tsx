/** @jsxRuntime automatic */
// To a guest named on the other-guests page (docs/product.md#mail): their own code and the night, nothing else of
// the order that admits them.
import type { NightSummary } from '@venue/core/night/night-summary';
import { nightTitle, nightWhen } from '@venue/core/night/night-words';
import { MailLayout, type MailBrand } from './mail-layout';
import { CalendarNote, GuestCode, NightSummaryPart, Para, Subtitle, Title, type GuestCodePart, type MailFile } from './mail-parts';
import { ENGLISH_NIGHT, ENGLISH_NIGHT_FORMATS } from '../../shared/english-night-words';

export interface GuestCodeMailProps {
  readonly brand: MailBrand;
  readonly language: string;
  /** The guest's night as their own page shows it: the event, no count of the order's tickets. */
  readonly night: NightSummary;
  readonly eventLink: string;
  readonly code: GuestCodePart;
  readonly calendar: MailFile;
}

export const guestCodeSubject = (night: NightSummary): string => `Your code for ${nightTitle(night, ENGLISH_NIGHT)}`;

export function GuestCodeMail(p: GuestCodeMailProps) {
  return (
    <MailLayout
      brand={p.brand}
      language={p.language}
      preview={`You are on the list for ${nightTitle(p.night, ENGLISH_NIGHT)}, ${nightWhen(p.night, ENGLISH_NIGHT, ENGLISH_NIGHT_FORMATS)}.`}
    >
      <Title>You are on the list</Title>
      <Para>Hi {p.code.guestName},</Para>
      <Para>You have a ticket for {nightTitle(p.night, ENGLISH_NIGHT)}. Here is your own code for the door: it lets you in once.</Para>
      <NightSummaryPart night={p.night} links={[{ href: p.eventLink, text: 'See the event' }]} />
      <Subtitle>Your code for the door</Subtitle>
      <GuestCode code={p.code} />
      <Para>Show this code at the door. Turn your screen brightness up.</Para>
      <CalendarNote calendar={p.calendar} />
    </MailLayout>
  );
}
