// The demo venue's open positions, listed on the Careers page (docs/product.md#careers-contact-and-staff-availability).
import type { VenueSeedInput } from '../venue-seed.schema';

type JobPositions = NonNullable<VenueSeedInput['jobPositions']>;

export const englishJobPositions: JobPositions = [
  {
    _id: 'job-bartender',
    title: 'Bartender',
    description: 'Thursday to Saturday nights. Cocktail experience and a calm head at the busiest hour.',
  },
  {
    _id: 'job-floor-host',
    title: 'Floor Host',
    description: 'Welcome guests, run the table list and keep the floor moving. Weekend nights.',
  },
  {
    _id: 'job-sound-tech',
    title: 'Sound Technician',
    description: 'Set up and run the sound for live acts and DJs. Some afternoons for sound checks.',
  },
];

export const demoJobPositions = (positions: JobPositions = englishJobPositions): JobPositions => positions.map((p) => ({ ...p }));
