// One summary of the guest's night (docs/product.md#the-night-summary), the same on every confirmation and each
// guest's code page: what (the event, `Table for 4`, `Coat check`), when on the venue's clock, how many, where with
// `Directions` to the venue's map, what to bring, and `Add to calendar` beside it. Core writes every word.
import { useId } from 'react';
import { canAddToCalendar } from '@venue/core/night/night-calendar';
import type { NightSummary as Night } from '@venue/core/night/night-summary';
import { nightBring, nightPartyFact, nightPlace, nightTexts, nightTitle, nightWhen } from '@venue/core/night/night-words';
import { Island } from '../islands/island';
import { NightCalendarButton } from './night-summary-calendar';
import styles from './night-summary.module.css';
import { SummaryList } from './summary-list';

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
  const party = nightPartyFact(night);
  const bring = nightBring(night);
  const place = nightPlace(night);
  const { mapLink } = night.place;
  return (
    <section className={className ? `${styles.night} ${className}` : styles.night} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {nightTitle(night)}
      </h2>
      <SummaryList
        className={styles.facts}
        rows={[
          ['When', nightWhen(night)],
          party !== null && [party.label, party.value],
          (place !== null || mapLink !== null) && [
            'Where',
            <>
              {place}
              {mapLink !== null && (
                <>
                  {place !== null && ' '}
                  <a className={styles.directions} href={mapLink} target="_blank" rel="noopener noreferrer">
                    {nightTexts.directions}
                  </a>
                </>
              )}
            </>,
          ],
          bring !== null && ['Bring', bring],
        ]}
      />
      {pagePath !== null && canAddToCalendar(night) && (
        <Island name="night-calendar" component={NightCalendarButton} props={{ summary: night, orderId, pagePath, timeZone }} />
      )}
    </section>
  );
}
