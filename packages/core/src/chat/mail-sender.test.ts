import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { belongsToMailDomain, isFromVenueMail, mailAddressOf } from './mail-sender';

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/);
const domainArb = fc.tuple(label, label).map(([a, b]) => `${a}.${b}`);
const localArb = fc.stringMatching(/^[a-z0-9._+-]{1,12}$/);

describe('mail sender rule', () => {
  it('reads the address from a display form, a bare address or a parsed one', () => {
    expect(mailAddressOf('Staff <Staff@Club.Example>')).toBe('staff@club.example');
    expect(mailAddressOf(' ana@club.example ')).toBe('ana@club.example');
    expect(mailAddressOf({ address: 'bo@club.example' })).toBe('bo@club.example');
    expect(mailAddressOf('no address here')).toBeNull();
  });

  it('counts the venue domain only, not a look-alike nor a subdomain', () => {
    expect(isFromVenueMail('events@club.example', 'club.example')).toBe(true);
    expect(isFromVenueMail('events@club.example', '@CLUB.example')).toBe(true);
    expect(isFromVenueMail('x@evilclub.example', 'club.example')).toBe(false);
    expect(isFromVenueMail('x@mail.club.example', 'club.example')).toBe(false);
    expect(isFromVenueMail('x@club.example', null)).toBe(false);
  });

  it('property: an address belongs to a domain exactly when its domain part is that domain, ignoring case', () => {
    fc.assert(
      fc.property(localArb, domainArb, domainArb, fc.boolean(), (local, own, other, shout) => {
        const venue = shout ? own.toUpperCase() : own;
        expect(belongsToMailDomain(`${local}@${own}`, venue)).toBe(true);
        expect(isFromVenueMail(`Someone <${local}@${own}>`, venue)).toBe(true);
        expect(belongsToMailDomain(`${local}@${other}`, venue)).toBe(other === own);
        expect(belongsToMailDomain(`${local}@x${own}`, venue)).toBe(false);
      }),
    );
  });
});
