import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { instantOf } from '../shared/time-zone';
import { buildIcs, escapeText, foldLine, icsFileName, ICS_MAX_LINE_OCTETS, type IcsEvent } from './ics';
import { eventTimes } from './event-times';

/** What a reader does (RFC 5545 3.1 and 3.3.11): unfold, then unescape. */
const unfold = (text: string): string[] =>
  text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
const unescape = (value: string): string => value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
// Core's tsconfig has no DOM or Node types; the test runs in Node, which has TextEncoder.
const encoder = new (globalThis as unknown as { TextEncoder: new () => { encode(s: string): Uint8Array } }).TextEncoder();
const octets = (s: string) => encoder.encode(s).length;

const times = eventTimes('2030-06-15', '10:00 PM', '4:00 AM');
if (!times) throw new Error('fixture times');
const base: IcsEvent = {
  uid: 'event-up-1@venue.example',
  summary: 'Deep Nights, with DJ Nova; all night',
  description: 'Doors at 10:00 PM.\nValid photo ID required\\no exceptions.',
  location: 'Main Room, Velvet Room, 214 Mercer Lane',
  url: 'https://venue.example/event-details/event-up-1',
  ...times,
  timeZone: 'America/New_York',
  stamp: new Date(Date.UTC(2030, 5, 1, 12, 30, 5)),
};

describe('iCalendar file', () => {
  it('writes one VEVENT with the venue times in UTC; an early end is the next morning', () => {
    const lines = unfold(buildIcs(base));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    // 10:00 PM and 4:00 AM in New York in June (UTC-4).
    expect(lines).toContain('DTSTART:20300616T020000Z');
    expect(lines).toContain('DTEND:20300616T080000Z');
    expect(lines).toContain('DTSTAMP:20300601T123005Z');
    expect(lines).toContain('SUMMARY:Deep Nights\\, with DJ Nova\\; all night');
    expect(lines).toContain('DESCRIPTION:Doors at 10:00 PM.\\nValid photo ID required\\\\no exceptions.');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(icsFileName('Sax & Sunset: Rooftop!')).toBe('sax-sunset-rooftop.ics');
  });

  it('publishes by default; a change keeps the UID with a higher SEQUENCE, and a cancel says so', () => {
    const published = unfold(buildIcs(base));
    expect(published).toContain('METHOD:PUBLISH');
    expect(published.some((l) => l.startsWith('SEQUENCE:') || l.startsWith('STATUS:'))).toBe(false);
    const changed = new ICAL.Component(ICAL.parse(buildIcs({ ...base, sequence: 2 })));
    expect(changed.getFirstPropertyValue('method')).toBe('PUBLISH');
    const changedEvent = new ICAL.Event(changed.getFirstSubcomponent('vevent') ?? undefined);
    expect([changedEvent.uid, changedEvent.sequence]).toEqual([base.uid, 2]);
    const cancelled = new ICAL.Component(ICAL.parse(buildIcs({ ...base, method: 'CANCEL', sequence: 3 })));
    expect(cancelled.getFirstPropertyValue('method')).toBe('CANCEL');
    const vevent = cancelled.getFirstSubcomponent('vevent');
    expect([
      vevent?.getFirstPropertyValue('status'),
      vevent?.getFirstPropertyValue('sequence'),
      vevent?.getFirstPropertyValue('uid'),
    ]).toEqual(['CANCELLED', 3, base.uid]);
  });

  it('keeps floating local times when the venue zone is unknown', () => {
    const lines = unfold(buildIcs({ ...base, timeZone: null }));
    expect(lines).toContain('DTSTART:20300615T220000');
    expect(lines).toContain('DTEND:20300616T040000');
  });

  it('an iCalendar parser (ical.js) reads the instants the venue means, summer and winter', () => {
    const parsed = (event: IcsEvent) =>
      new ICAL.Event(new ICAL.Component(ICAL.parse(buildIcs(event))).getFirstSubcomponent('vevent') ?? undefined);
    const june = parsed(base);
    expect(june.startDate.toJSDate().toISOString()).toBe('2030-06-16T02:00:00.000Z');
    expect(june.endDate.toJSDate().toISOString()).toBe('2030-06-16T08:00:00.000Z');
    const december = eventTimes('2030-12-14', '10:00 PM', '4:00 AM');
    if (!december) throw new Error('fixture times');
    expect(
      parsed({ ...base, ...december })
        .startDate.toJSDate()
        .toISOString(),
    ).toBe('2030-12-15T03:00:00.000Z');
  });

  it('property: for any night in any zone, the parsed start is the venue wall time in that zone', () => {
    const zones = ['America/New_York', 'America/Los_Angeles', 'Europe/London', 'Australia/Sydney', 'Asia/Kathmandu'] as const;
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (day, timeZone) => {
          const local = eventTimes(day.toISOString().slice(0, 10), '10:00 PM', '4:00 AM');
          if (!local) throw new Error('fixture times');
          const vevent =
            new ICAL.Component(ICAL.parse(buildIcs({ ...base, ...local, timeZone }))).getFirstSubcomponent('vevent') ?? undefined;
          const event = new ICAL.Event(vevent);
          expect(event.startDate.toJSDate().getTime()).toBe(instantOf(local.start, timeZone).getTime());
          expect(event.endDate.toJSDate().getTime()).toBe(instantOf(local.end, timeZone).getTime());
          const wall = new Intl.DateTimeFormat('en-GB', { timeZone, timeStyle: 'short' }).format(event.startDate.toJSDate());
          expect(wall).toBe('22:00');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('folds long lines without cutting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(100)}`);
    for (const line of folded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(ICS_MAX_LINE_OCTETS);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(100)}`);
  });

  it('property: no line exceeds 75 octets, lines end in CRLF, and every text reads back the same', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.string({ maxLength: 200 }),
        fc.string({ unit: 'binary', maxLength: 120 }),
        (summary, description, location) => {
          const text = buildIcs({ ...base, summary, description, location });
          expect(text.endsWith('\r\n')).toBe(true);
          for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(ICS_MAX_LINE_OCTETS);
          expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
          const lines = unfold(text);
          const value = (name: string) => unescape(lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1) ?? '');
          const normalised = (s: string) => s.replace(/\r\n|\r/g, '\n');
          expect(value('SUMMARY')).toBe(normalised(summary));
          expect(value('DESCRIPTION')).toBe(normalised(description));
          expect(value('LOCATION')).toBe(normalised(location));
        },
      ),
    );
  });

  it('property: escaped text has no bare comma, semicolon or line break', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const escaped = escapeText(s);
        expect(escaped).not.toMatch(/[\r\n]/);
        expect(escaped.replace(/\\[\\;,n]/g, '')).not.toMatch(/[;,\\]/);
      }),
    );
  });
});
