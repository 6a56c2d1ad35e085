// Properties of the door's rules (docs/product.md#the-door): the first admission of a code stands whatever
// order devices sync in, nothing told is lost or counted twice, and a code is judged the same way from
// what is known: refused readings stay refused, a cancelled order never goes in, a replayed code is already in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateGuestCodeKeys, readGuestCode, signGuestCode } from '../guest-codes/guest-code';
import {
  admitInto,
  conflictsOf,
  doorCounts,
  emptyLedger,
  isEarlier,
  judgeCode,
  mergeCheckIns,
  sameAdmission,
  type CodeReading,
  type DoorLedger,
} from './door-rules';
import type { DoorCheckIn, DoorCode } from './door.schema';

const codeIds = ['code-aaaaaaaaaaaaaaaaaaaaaa', 'code-bbbbbbbbbbbbbbbbbbbbbb', 'code-cccccccccccccccccccccc'];
const minute = (n: number) => new Date(Date.UTC(2031, 4, 9, 22, 0) + n * 60_000).toISOString();

const checkIn = fc.record({
  codeId: fc.constantFrom(...codeIds),
  at: fc.integer({ min: 0, max: 20 }).map(minute),
  door: fc.constantFrom('Main door', 'Side door'),
  device: fc.constantFrom('device-one', 'device-two', 'device-three'),
});
/** Admissions as devices tell them: some told twice (a sync sent again after its answer was lost). */
const told = fc
  .array(checkIn, { maxLength: 12 })
  .chain((admissions) => fc.tuple(fc.constant(admissions), fc.subarray(admissions)))
  .map(([admissions, again]) => [...admissions, ...again]);

const sorted = (admissions: readonly DoorCheckIn[]) => [...admissions].map((a) => JSON.stringify(a)).sort();
const distinct = (admissions: readonly DoorCheckIn[]) =>
  admissions.filter((a, i) => admissions.findIndex((b) => sameAdmission(a, b)) === i);
const normal = (ledger: DoorLedger) => ({ standing: sorted(ledger.standing), others: sorted(ledger.others) });

describe('merging admissions: the first stands', () => {
  it('comes to the same ledger whatever order the devices sync in', () => {
    fc.assert(
      fc.property(
        told.chain((admissions) => fc.tuple(fc.constant(admissions), fc.shuffledSubarray(admissions, { minLength: admissions.length }))),
        ([admissions, shuffled]) => {
          expect(normal(mergeCheckIns(emptyLedger, shuffled))).toEqual(normal(mergeCheckIns(emptyLedger, admissions)));
        },
      ),
    );
  });

  it('keeps one admission a code, the earliest, and every other one as a conflict beside it, none twice', () => {
    fc.assert(
      fc.property(told, (admissions) => {
        const ledger = mergeCheckIns(emptyLedger, admissions);
        const unique = distinct(admissions);
        expect(ledger.standing.length + ledger.others.length).toBe(unique.length);
        for (const codeId of new Set(admissions.map((a) => a.codeId))) {
          const ofCode = unique.filter((a) => a.codeId === codeId);
          const standing = ledger.standing.filter((a) => a.codeId === codeId);
          expect(standing).toHaveLength(1);
          for (const other of ofCode) if (other !== standing[0]) expect(isEarlier(other, standing[0]!)).toBe(false);
        }
        const conflicts = conflictsOf(ledger);
        expect(conflicts).toHaveLength(ledger.others.length);
        for (const c of conflicts) expect(isEarlier(c.other, c.first)).toBe(false);
      }),
    );
  });

  it('tells every admission of a code already standing that it is a conflict, naming the one that stands', () => {
    fc.assert(
      fc.property(told, checkIn, (admissions, late) => {
        const ledger = mergeCheckIns(emptyLedger, admissions);
        const { outcome } = admitInto(ledger, late);
        const standing = ledger.standing.find((a) => a.codeId === late.codeId);
        if (standing === undefined || sameAdmission(standing, late)) expect(outcome.outcome).toBe('stands');
        else if (isEarlier(late, standing)) expect(outcome).toEqual({ outcome: 'displaced', other: standing });
        else expect(outcome).toEqual({ outcome: 'conflict', first: standing });
      }),
    );
  });
});

const doorCode = fc.record({
  codeId: fc.constantFrom(...codeIds),
  orderId: fc.constant('order-1'),
  kind: fc.constantFrom('ticket' as const, 'table' as const, 'coat' as const),
  guestName: fc.constant('Dana Guest'),
  label: fc.constantFrom('General', 'VIP'),
  status: fc.constantFrom('valid' as const, 'cancelled' as const),
});
const listOf = fc.uniqueArray(doorCode, { selector: (c) => c.codeId });
const readingOf = (code: DoorCode): CodeReading => ({
  ok: true,
  claims: { kind: code.kind, codeId: code.codeId, orderId: code.orderId, guestName: code.guestName, label: code.label },
});

describe('judging a code', () => {
  it('refuses what the reading refused, whatever the list says', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('malformed' as const, 'bad-signature' as const, 'other-night' as const),
        listOf,
        fc.array(checkIn),
        (reason, codes, standing) => {
          expect(judgeCode({ ok: false, reason }, codes, standing, 'admit')).toEqual({ kind: 'not-valid', reason });
        },
      ),
    );
  });

  it('never lets in a cancelled order or a coat check claim, and lets a code in once: then it is already in, with when and where', () => {
    fc.assert(
      fc.property(listOf, checkIn, (codes, admission) => {
        for (const code of codes) {
          const before = judgeCode(readingOf(code), codes, [], 'refuse');
          if (code.kind === 'coat') expect(before).toEqual({ kind: 'not-valid', reason: 'not-an-entry' });
          else if (code.status === 'cancelled') expect(before).toEqual({ kind: 'cancelled', code });
          else {
            expect(before).toEqual({ kind: 'admit', code });
            const first = { ...admission, codeId: code.codeId };
            const ledger = admitInto(emptyLedger, first).ledger;
            expect(judgeCode(readingOf(code), codes, ledger.standing, 'refuse')).toEqual({ kind: 'already-in', code, first });
          }
        }
      }),
    );
  });

  it('refuses a well-signed code missing from the list on the server, and trusts its signature on a device', () => {
    fc.assert(
      fc.property(doorCode, (code) => {
        fc.pre(code.kind !== 'coat');
        expect(judgeCode(readingOf(code), [], [], 'refuse')).toEqual({ kind: 'not-valid', reason: 'unknown' });
        expect(judgeCode(readingOf(code), [], [], 'admit')).toEqual({ kind: 'admit', code: { ...code, status: 'valid' } });
      }),
    );
  });

  it('counts every standing admission of an entry code once, and expects only valid ones', () => {
    fc.assert(
      fc.property(listOf, told, (codes, admissions) => {
        const ledger = mergeCheckIns(emptyLedger, admissions);
        const counts = doorCounts(codes, ledger.standing);
        const entries = codes.filter((c) => c.kind !== 'coat');
        expect(counts.reduce((sum, c) => sum + c.expected, 0)).toBe(entries.filter((c) => c.status === 'valid').length);
        expect(counts.reduce((sum, c) => sum + c.in, 0)).toBe(
          entries.filter((c) => ledger.standing.some((a) => a.codeId === c.codeId)).length,
        );
      }),
    );
  });
});

describe('a signed code at the door', () => {
  it('goes in once, and a changed byte, another night or its replay are refused', async () => {
    const keys = await generateGuestCodeKeys();
    const claims = {
      version: 1 as const,
      kind: 'ticket' as const,
      night: '2031-05-09',
      eventId: 'event-1',
      orderId: 'order-1',
      codeId: codeIds[0]!,
      guestName: 'Dana Guest',
      label: 'General',
    };
    const token = await signGuestCode(claims, keys.privateKey);
    const codes: DoorCode[] = [
      { codeId: claims.codeId, orderId: 'order-1', kind: 'ticket', guestName: 'Dana Guest', label: 'General', status: 'valid' },
    ];
    const judge = async (text: string, night: string, standing: readonly DoorCheckIn[]) =>
      judgeCode(await readGuestCode(text, keys.publicKey, night), codes, standing, 'refuse');

    expect(await judge(token, '2031-05-09', [])).toEqual({ kind: 'admit', code: codes[0] });
    const first = { codeId: claims.codeId, at: minute(1), door: 'Main door', device: 'device-one' };
    expect(await judge(token, '2031-05-09', [first])).toEqual({ kind: 'already-in', code: codes[0], first });
    expect(await judge(token, '2031-05-10', [])).toEqual({ kind: 'not-valid', reason: 'other-night' });
    await fc.assert(
      fc.asyncProperty(fc.nat(token.length - 1), fc.constantFrom(...'ABCabc019-_'), async (index, replacement) => {
        fc.pre(token[index] !== replacement);
        const changed = `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
        const verdict = await judge(changed, '2031-05-09', []);
        expect(verdict.kind).toBe('not-valid');
      }),
      { numRuns: 40 },
    );
  });
});
