// One summary of the guest's night (docs/product.md#the-night-summary), the same on every confirmation and each
// guest's code page: what (the event, `Table for 4`, `Coat check`), when on the venue's clock, how many, where with
// `Directions` to the venue's map, what to bring, and `Add to calendar` beside it. Core composes the `night`
// catalog's words (night-words.ts).
import { useId } from 'react';
import { canAddToCalendar } from '@venue/core/night/night-calendar';
import type { NightSummary as Night } from '@venue/core/night/night-summary';
import { nightBring, nightPartyFact, nightPlace, nightTitle, nightWhen } from '@venue/core/night/night-words';
import * as m from '~messages/night';
import { Island } from '../islands/island';
import { NightCalendarButton } from './night-summary-calendar';
import { NIGHT_FORMATS, NIGHT_WORDS } from './night-words';
import styles from './night-summary.module.css';
import { SummaryList } from './summary-list';
import { VenueText } from './venue-text';

export interface NightSummaryProps {
  readonly night: Night;
  /** The order the night was booked with, for its calendar entry; null for an event's night. */
  readonly orderId: string | null;
  /** The calendar entry's page (nightPagePath); null leaves `Add to calendar` out (a code that no longer lets anyone in). */
  readonly pagePath: string | null;
  /** The venue's IANA zone, for the calendar entry. */
  readonly timeZone: string | null;
  /** A box of the page's own (the white code page draws it in black on white). */
  readonly className?: string | undefined;
}

export function NightSummary({ night, orderId, pagePath, timeZone, className }: NightSummaryProps) {
  const id = useId();
  const party = nightPartyFact(night, NIGHT_WORDS);
  const bring = nightBring(night, NIGHT_WORDS);
  const place = nightPlace(night);
  const { mapLink } = night.place;
  return (
    <section className={className ? `${styles.night} ${className}` : styles.night} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {nightTitle(night, NIGHT_WORDS)}
      </h2>
      <SummaryList
        className={styles.facts}
        rows={[
          [m.when, nightWhen(night, NIGHT_WORDS, NIGHT_FORMATS)],
          party !== null && [party.label, party.value],
          (place !== null || mapLink !== null) && [
            m.where,
            <>
              {place !== null && <VenueText>{place}</VenueText>}
              {mapLink !== null && (
                <>
                  {place !== null && ' '}
                  <a className={styles.directions} href={mapLink} target="_blank" rel="noopener noreferrer">
                    {m.directions}
                  </a>
                </>
              )}
            </>,
          ],
          bring !== null && [m.bring, bring],
        ]}
      />
      {pagePath !== null && canAddToCalendar(night) && (
        <Island name="night-calendar" component={NightCalendarButton} props={{ summary: night, orderId, pagePath, timeZone }} />
      )}
    </section>
  );
}
