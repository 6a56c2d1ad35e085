// /guest-code/{token}: one guest's own code for the door (docs/product.md#codes-for-guests), reached from the
// confirmation of the order or from the guest's own link. Bright and large, read on a phone at full brightness: white
// page, black code, the guest's name and ticket type. A content page: rendered on the server, no script needed.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { guestCodes } from '../../app/guest-codes';
import { loaded } from '../../routing/load';
import { formatEventDate } from '../../ui/format';
import { GuestCodeQr } from './guest-code-qr';
import styles from './guest-code-page.module.css';

/** An unknown link is the site's not-found page with a 404. */
export async function loader({ params }: LoaderFunctionArgs) {
  return { code: await loaded(guestCodes.guestCode(params.token ?? '')) };
}

export function Component() {
  const { code } = useLoaderData<typeof loader>();
  const live = code.status === 'issued';
  return (
    <div className={styles.page}>
      <h1 className={styles.name}>{code.guestName}</h1>
      <p className={styles.label}>
        {code.label} <span className={styles.night}>· {formatEventDate(code.night)}</span>
      </p>
      {live ? (
        <>
          <GuestCodeQr code={code} size="large" />
          <p className={styles.hint}>Show this code at the door. It lets one guest in, once. Turn your screen brightness up.</p>
        </>
      ) : (
        <div className={styles.void} role="status">
          <h2>This code no longer lets anyone in</h2>
          <p>The order was cancelled, or this guest&apos;s place went to someone else. Ask whoever booked for the current code.</p>
        </div>
      )}
    </div>
  );
}
