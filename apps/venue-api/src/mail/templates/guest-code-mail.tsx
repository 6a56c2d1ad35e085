/** @jsxRuntime automatic */
// To a guest named on the other-guests page (docs/product.md#mail): their own code and the night, nothing else of
// the order that admits them.
import type { NightSummary } from '@venue/core/night/night-summary';
import { nightTitle, nightWhen } from '@venue/core/night/night-words';
import { MailLayout, type MailBrand } from './mail-layout';
import { CalendarNote, GuestCode, NightSummaryPart, Para, Subtitle, Title, type GuestCodePart, type MailFile } from './mail-parts';
import { mailWords } from '../../languages/mail-words';
import { nightFormatsIn, nightWordsIn } from '../../languages/night-words';

export interface GuestCodeMailProps {
  readonly brand: MailBrand;
  readonly language: string;
  /** The guest's night as their own page shows it: the event, no count of the order's tickets. */
  readonly night: NightSummary;
  readonly eventLink: string;
  readonly code: GuestCodePart;
  readonly calendar: MailFile;
}

export const guestCodeSubject = (language: string, night: NightSummary): string =>
  mailWords(language).guestCodeSubject(nightTitle(night, nightWordsIn(language)));

export function GuestCodeMail(p: GuestCodeMailProps) {
  const w = mailWords(p.language);
  const nightWords = nightWordsIn(p.language);
  const title = nightTitle(p.night, nightWords);
  return (
    <MailLayout
      brand={p.brand}
      language={p.language}
      preview={w.guestCodePreview(title, nightWhen(p.night, nightWords, nightFormatsIn(p.language)))}
    >
      <Title>{w.guestCodeTitle}</Title>
      <Para>{w.hi(p.code.guestName)}</Para>
      <Para>{w.guestCodeIntro(title)}</Para>
      <NightSummaryPart night={p.night} language={p.language} links={[{ href: p.eventLink, text: w.seeTheEvent }]} />
      <Subtitle>{w.yourCodeForTheDoor}</Subtitle>
      <GuestCode code={p.code} language={p.language} />
      <Para>{w.guestCodeShow}</Para>
      <CalendarNote calendar={p.calendar} language={p.language} />
    </MailLayout>
  );
}
