// /guest-code/{token}: one guest's own code for the door (docs/product.md#codes-for-guests), reached from the
// confirmation of the order or from the guest's own link. Bright and large, read on a phone at full brightness: white
// page, black code, the guest's name and ticket type, and under them the night (docs/product.md#the-night-summary), so
// a guest in the queue can tell it is the right code; a void code still says which night it was. A content page:
// rendered on the server, no script needed; `Add to calendar` is an island.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { nightPagePath } from '@venue/core/night/night-calendar';
import { guestCodeNight, nightEventOf } from '@venue/core/night/night-summary';
import { guestCodes } from '../../app/guest-codes';
import { content } from '../../app/services';
import { loaded, optional } from '../../routing/load';
import { NightSummary } from '../../ui/night-summary';
import { useNightVenue } from '../../ui/night-summary-venue';
import { GuestCodeQr } from './guest-code-qr';
import styles from './guest-code-page.module.css';
import * as m from '~messages/guest-code';

/** An unknown link is the site's not-found page with a 404; an event that cannot be read leaves its name out, not the page. */
export async function loader({ params }: LoaderFunctionArgs) {
  const code = await loaded(guestCodes.guestCode(params.token ?? ''));
  const event = code.eventId === null ? null : await optional(content.event(code.eventId));
  return { code, event: event === null ? null : nightEventOf(event) };
}

export function Component() {
  const { code, event } = useLoaderData<typeof loader>();
  const venue = useNightVenue();
  const night = guestCodeNight(code, venue, event);
  const live = code.status === 'issued';
  return (
    <div className={styles.page}>
      <h1 className={styles.name}>{code.guestName}</h1>
      <p className={styles.label}>{code.label}</p>
      <NightSummary
        night={night}
        orderId={code.orderId}
        pagePath={live ? nightPagePath(night, null, null) : null}
        timeZone={venue.timeZone}
        className={styles.summary}
      />
      {live ? (
        <>
          <GuestCodeQr code={code} size="large" />
          <p className={styles.hint}>{m.showAtDoor}</p>
        </>
      ) : (
        <div className={styles.void} role="status">
          <h2>{m.voidTitle}</h2>
          <p>{m.voidMessage}</p>
        </div>
      )}
    </div>
  );
}
