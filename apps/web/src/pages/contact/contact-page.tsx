// /contact (docs/product.md#careers-contact-and-staff-availability): the venue's address, map link, opening hours and
// social pages from its general info (read once by the root route), and the contact form. The form starts once the
// phone input's chunk (and its rules) is in.
import { useSiteData } from '../../head/site-data';
import { useSessionVenue } from '../../app/session-venue';
import { FormPageFrame, PhoneForm } from '../../ui/form-page-frame';
import { ContactForm } from './contact-form';
import { VenueDetails } from './venue-details';
import * as m from '~messages/contact';

export function Component() {
  // The server's copy until the session has its own, so both render the same first page.
  const site = useSiteData();
  const venue = useSessionVenue() ?? site.venue;
  return (
    <FormPageFrame title={m.title} intro={<p>{m.intro}</p>}>
      <VenueDetails venue={venue} />
      <PhoneForm form={(PhoneField) => <ContactForm PhoneField={PhoneField} />} />
    </FormPageFrame>
  );
}
