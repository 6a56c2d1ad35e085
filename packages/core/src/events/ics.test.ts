import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
  stamp: new Date(Date.UTC(2030, 5, 1, 12, 30, 5)),
};

describe('iCalendar file', () => {
  it('writes one VEVENT with floating local times; an early end is the next morning', () => {
    const lines = unfold(buildIcs(base));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20300615T220000');
    expect(lines).toContain('DTEND:20300616T040000');
    expect(lines).toContain('DTSTAMP:20300601T123005Z');
    expect(lines).toContain('SUMMARY:Deep Nights\\, with DJ Nova\\; all night');
    expect(lines).toContain('DESCRIPTION:Doors at 10:00 PM.\\nValid photo ID required\\\\no exceptions.');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(icsFileName('Sax & Sunset: Rooftop!')).toBe('sax-sunset-rooftop.ics');
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
