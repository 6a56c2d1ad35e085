// /contact (docs/product.md#careers-contact-and-staff-availability): the venue's address, map link, opening hours and
// social pages from its general info (read once by the root route), and the contact form. The form starts once the
// phone input's chunk (and its rules) is in.
import { useSiteData } from '../../head/site-data';
import { useSessionVenue } from '../../app/session-venue';
import checkout from '../../ui/checkout.module.css';
import { ErrorPanel } from '../../ui/error-panel';
import page from '../../ui/page.module.css';
import { PageSkeleton } from '../../ui/page-skeleton';
import { useLazyPhoneField } from '../../ui/use-lazy-phone-field';
import { ContactForm } from './contact-form';
import { VenueDetails } from './venue-details';

export function Component() {
  // The server's copy until the session has its own, so both render the same first page.
  const site = useSiteData();
  const venue = useSessionVenue() ?? site.venue;
  const { PhoneField, failed } = useLazyPhoneField();
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>Contact</h1>
        <p>Questions about a night, a private party or something you left behind? Write to us.</p>
      </header>
      <div className={checkout.layout}>
        <VenueDetails venue={venue} />
        {failed ? (
          <ErrorPanel
            level={2}
            title="This form could not load"
            message="We could not reach the venue. Check your connection and try again."
            onRetry={() => window.location.reload()}
          />
        ) : PhoneField === null ? (
          <PageSkeleton />
        ) : (
          <ContactForm PhoneField={PhoneField} />
        )}
      </div>
    </div>
  );
}
