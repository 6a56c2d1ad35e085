// Provider states of the staff availability pacts: a link the venue minted, and one through which a
// staff member sent two nights (a week and eight days ahead, never a fixed date).
import { randomUUID } from 'node:crypto';
import type { ApiContext } from '../http/api-context';
import { todayOf } from '../http/today';
import { addDays } from '../shared/calendar';
import { upsertStaffAvailability } from '../store/forms.store';
import type { AreaStates, StateValues } from './provider-state';

/** A fresh link id and the two nights the pacts send or read (YYYY-MM-DD). */
function staffLink(ctx: ApiContext): StateValues & { staffLinkId: string; firstNight: string; secondNight: string } {
  const today = todayOf(ctx);
  return { staffLinkId: `staff-${randomUUID()}`, firstNight: addDays(today, 7), secondNight: addDays(today, 8) };
}

export const formsStates: AreaStates = (ctx) => ({
  /** The venue sent a staff member a link; answers staffLinkId, firstNight and secondNight. */
  'a staff link was sent': () => Promise.resolve(staffLink(ctx)),
  /** Rita Gomez sent the first night 8:00 PM to 2:00 AM and the second 9:00 PM to 4:00 AM; answers as 'a staff link was sent'. */
  'a staff member sent their availability': async () => {
    const link = staffLink(ctx);
    await upsertStaffAvailability(ctx.db, {
      linkId: link.staffLinkId,
      staffName: 'Rita Gomez',
      availability: [
        { date: link.firstNight, timeFrom: '8:00 PM', timeTo: '2:00 AM' },
        { date: link.secondNight, timeFrom: '9:00 PM', timeTo: '4:00 AM' },
      ],
      notes: 'No Sundays, please.',
      at: ctx.now(),
    });
    return link;
  },
});
