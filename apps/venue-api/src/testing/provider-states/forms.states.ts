// Provider states of the forms pacts: a staff link through which availability was sent.
import { upsertStaffAvailability } from '../../store/forms.store';
import type { AreaStates } from '../provider-states';

export const formsStates: AreaStates = (ctx) => ({
  /** params: id. Two nights sent through the link, as the consumer's example reads them back. */
  'a staff member sent their availability': async (params?: unknown) => {
    const id = typeof params === 'object' && params !== null ? (params as { id?: unknown }).id : undefined;
    await upsertStaffAvailability(ctx.db, {
      linkId: typeof id === 'string' ? id : 'staff-rita-2030-06',
      staffName: 'Rita Gomez',
      availability: [
        { date: '2030-06-20', timeFrom: '8:00 PM', timeTo: '2:00 AM' },
        { date: '2030-06-21', timeFrom: '9:00 PM', timeTo: '4:00 AM' },
      ],
      notes: 'No Sundays, please.',
      at: ctx.now(),
    });
    return undefined;
  },
});
