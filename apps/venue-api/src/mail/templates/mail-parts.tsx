/** @jsxRuntime automatic */
// Pieces the mails share: a heading, a paragraph, a button-like link, a list of facts, the night the mail is about,
// rows of amounts and a guest's code with its QR image (docs/product.md#mail).
import { Button, Heading, Img, Link, Section, Text } from '@react-email/components';
import type { NightSummary } from '@venue/core/night/night-summary';
import { nightFacts } from '@venue/core/night/night-words';
import type { ReactNode } from 'react';
import { mailWords } from '../../languages/mail-words';
import { nightFormatsIn, nightWordsIn } from '../../languages/night-words';

export const Title = ({ children }: { readonly children: ReactNode }) => (
  <Heading as="h1" style={{ fontSize: '22px', margin: '16px 0 8px' }}>
    {children}
  </Heading>
);

export const Subtitle = ({ children }: { readonly children: ReactNode }) => (
  <Heading as="h2" style={{ fontSize: '17px', margin: '20px 0 6px' }}>
    {children}
  </Heading>
);

export const Para = ({ children }: { readonly children: ReactNode }) => (
  <Text style={{ fontSize: '15px', lineHeight: '22px', margin: '8px 0' }}>{children}</Text>
);

export const Action = ({ href, children }: { readonly href: string; readonly children: ReactNode }) => (
  <Section style={{ margin: '12px 0' }}>
    <Button
      href={href}
      style={{ backgroundColor: '#1b1b1f', color: '#ffffff', padding: '10px 16px', borderRadius: '6px', fontSize: '15px' }}
    >
      {children}
    </Button>
  </Section>
);

export const TextLink = ({ href, children }: { readonly href: string; readonly children: ReactNode }) => (
  <Link href={href} style={{ color: '#2a4fd6' }}>
    {children}
  </Link>
);

export interface Fact {
  readonly label: string;
  readonly value: string;
}

/** Label: value lines (the order, the night, the guest's details), punctuated as `language` does. */
export const Facts = ({ facts, language }: { readonly facts: readonly Fact[]; readonly language: string }) => (
  <Section style={{ margin: '8px 0' }}>
    {facts.map((fact, i) => (
      <Text key={i} style={{ fontSize: '15px', lineHeight: '22px', margin: '2px 0' }}>
        <strong>{mailWords(language).factLabel(fact.label)}</strong> {fact.value}
      </Text>
    ))}
  </Section>
);

export interface GuestCodePart {
  /** `code-1`: the inline PNG's Content-ID; null when it could not travel (past 3 MB): the link shows the code. */
  readonly cid: string | null;
  readonly guestName: string;
  readonly label: string;
  /** "Sat 06/15/2030". */
  readonly night: string;
  /** The guest's own page, absolute. */
  readonly link: string;
}

/**
 * The night a mail is about (docs/product.md#the-night-summary), as the guest's own page shows it: core's facts
 * (what, when, how many, where, what to bring), `Directions` to the venue's map, then the mail's own links (the
 * event's page). The reservation mails head with it too.
 */
export const NightSummaryPart = ({
  night,
  language,
  links = [],
}: {
  readonly night: NightSummary;
  readonly language: string;
  readonly links?: readonly { readonly href: string; readonly text: string }[];
}) => (
  <>
    <Facts facts={nightFacts(night, nightWordsIn(language), nightFormatsIn(language))} language={language} />
    {[...(night.place.mapLink === null ? [] : [{ href: night.place.mapLink, text: nightWordsIn(language).directions }]), ...links].map(
      (link) => (
        <Para key={link.href}>
          <TextLink href={link.href}>{link.text}</TextLink>
        </Para>
      ),
    )}
  </>
);

/** A guest's QR code, inline by cid, named as the confirmation names it (docs/product.md#codes-for-guests). */
export const GuestCode = ({ code, language }: { readonly code: GuestCodePart; readonly language: string }) => (
  <Section style={{ margin: '12px 0', padding: '12px', border: '1px solid #e4e4e8', borderRadius: '6px' }}>
    {code.cid === null ? null : (
      <Img
        src={`cid:${code.cid}`}
        width="180"
        height="180"
        alt={mailWords(language).codeAlt(code.guestName, code.label, code.night)}
        style={{ display: 'block', width: '180px', height: '180px' }}
      />
    )}
    <Text style={{ fontSize: '16px', fontWeight: 700, margin: '8px 0 0' }}>{code.guestName}</Text>
    <Text style={{ fontSize: '14px', margin: '2px 0' }}>{mailWords(language).codeForNight(code.label, code.night)}</Text>
    <Text style={{ fontSize: '14px', margin: '2px 0' }}>
      <TextLink href={code.link}>{mailWords(language).openCodeFullScreen(code.guestName)}</TextLink>
    </Text>
  </Section>
);

export interface MailFile {
  /** The file went with the mail; else it was past the 3 MB budget and only its link goes. */
  readonly attached: boolean;
  readonly link: string;
}

/** The invoice: attached, and always viewable online too. */
export const InvoiceNote = ({ invoice, language }: { readonly invoice: MailFile; readonly language: string }) => (
  <Para>
    {invoice.attached ? `${mailWords(language).invoiceAttached} ` : ''}
    <TextLink href={invoice.link}>{mailWords(language).viewYourInvoice}</TextLink>
  </Para>
);

/** The night as a calendar entry: the attached .ics, or the page to add it from when it could not travel. */
export const CalendarNote = ({
  calendar,
  language,
  cancels = false,
}: {
  readonly calendar: MailFile;
  readonly language: string;
  readonly cancels?: boolean;
}) =>
  cancels ? (
    calendar.attached ? (
      <Para>{mailWords(language).calendarTakesOff}</Para>
    ) : null
  ) : calendar.attached ? (
    <Para>{mailWords(language).calendarAttached}</Para>
  ) : (
    <Para>
      <TextLink href={calendar.link}>{mailWords(language).addNightToCalendar}</TextLink>
    </Para>
  );
