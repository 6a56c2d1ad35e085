import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWith } from '../shared/decode';
import {
  addNight,
  canAddNight,
  clockOf,
  editNight,
  endsNextMorning,
  newNight,
  removeNight,
  staffAvailabilityFormOf,
  timeLabelOf,
  validateStaffAvailability,
  type NightRow,
} from './staff-availability-form';
import { STAFF_AVAILABILITY_MAX_DAYS, StaffAvailabilityUpdate } from './staff-availability.schema';

const night = (date: string, timeFrom = '20:00', timeTo = '02:00'): NightRow => ({ date, timeFrom, timeTo });

describe('staff availability form', () => {
  it('turns the rows into the payload with time labels; a to earlier than from ends the next morning', () => {
    const values = {
      staffName: ' Rita Gomez ',
      nights: [night('2030-06-20'), night('2030-06-21', '18:30', '23:00')],
      notes: ' No Sundays ',
    };
    expect(validateStaffAvailability(values)).toEqual({
      ok: true,
      value: {
        staffName: 'Rita Gomez',
        availability: [
          { date: '2030-06-20', timeFrom: '8:00 PM', timeTo: '2:00 AM' },
          { date: '2030-06-21', timeFrom: '6:30 PM', timeTo: '11:00 PM' },
        ],
        notes: 'No Sundays',
      },
    });
    expect(endsNextMorning(values.nights[0]!)).toBe(true);
    expect(endsNextMorning(values.nights[1]!)).toBe(false);
  });

  it('names each bad row field: a missing or impossible date, a date twice, the same from and to', () => {
    const result = validateStaffAvailability({
      staffName: '',
      nights: [night(''), night('2030-02-30'), night('2030-06-20'), night('2030-06-20', '22:00', '22:00')],
      notes: '',
    });
    expect(result.ok ? [] : result.error.map((e) => `${e.field}|${e.placeholder}|${e.reason}`)).toEqual([
      'staffName|Your Name|required',
      'nights[0].date|Night 1 date|required',
      'nights[1].date|Night 2 date|out-of-range',
      'nights[3].date|Night 4 date|duplicate-date',
      'nights[3].timeTo|Night 4 to|out-of-range',
    ]);
    expect(validateStaffAvailability({ staffName: 'Rita', nights: [], notes: '' })).toMatchObject({
      ok: false,
      error: [{ field: 'nights' }],
    });
  });

  it('adds rows up to 62, removes and edits one', () => {
    let nights: readonly NightRow[] = [];
    for (let i = 0; i < 70; i += 1) nights = addNight(nights);
    expect(nights).toHaveLength(STAFF_AVAILABILITY_MAX_DAYS);
    expect(canAddNight(nights)).toBe(false);
    expect(removeNight([night('a'), night('b'), night('c')], 1).map((n) => n.date)).toEqual(['a', 'c']);
    expect(editNight([newNight, newNight], 1, { date: '2030-01-01' })[1]).toEqual({ ...newNight, date: '2030-01-01' });
  });

  it('reads what was saved back into the form', () => {
    const saved = {
      id: 'rita',
      staffName: 'Rita',
      availability: [{ date: '2030-06-20', timeFrom: '12:30 AM', timeTo: '12:00 PM' }],
      notes: '',
      updatedAt: '2030-06-15T18:00:00.000Z',
    };
    expect(staffAvailabilityFormOf(saved).nights).toEqual([{ date: '2030-06-20', timeFrom: '00:30', timeTo: '12:00' }]);
  });

  it('property: clock and label convert both ways', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const clock = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        expect(clockOf(timeLabelOf(clock) ?? '')).toBe(clock);
      }),
    );
  });

  it('property: accepted forms have distinct dates, at most 62, and the venue schema accepts them', () => {
    const decode = decodeWith(StaffAvailabilityUpdate, 'staff availability');
    const date = fc.integer({ min: 1, max: 40 }).map((d) => `2030-07-${String(Math.min(d, 31)).padStart(2, '0')}`);
    const time = fc.constantFrom('18:00', '20:00', '22:30', '02:00', '');
    fc.assert(
      fc.property(fc.array(fc.record({ date, timeFrom: time, timeTo: time }), { maxLength: 70 }), (nights) => {
        const result = validateStaffAvailability({ staffName: 'Rita', nights, notes: '' });
        if (!result.ok) return;
        expect(new Set(result.value.availability.map((n) => n.date)).size).toBe(nights.length);
        expect(nights.length).toBeLessThanOrEqual(STAFF_AVAILABILITY_MAX_DAYS);
        expect(decode(result.value).ok).toBe(true);
      }),
    );
  });
});
