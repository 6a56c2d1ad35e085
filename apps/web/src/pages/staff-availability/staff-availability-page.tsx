// /staff-availability/{id} (docs/product.md#careers-contact-and-staff-availability): the link a staff member receives.
// The loader reads what was sent through the link before (GET staff-availability/{id}; none yet is a 404), so the form
// opens with it; an id that cannot be a link id gets a clear panel and no call.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { isStaffLinkId } from '@venue/core/forms/staff-availability.schema';
import { pathTo } from '@venue/core/routing/routes';
import { forms } from '../../app/services';
import { LoadError } from '../../routing/load';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import page from '../../ui/page.module.css';
import panel from '../../ui/panel.module.css';
import { StaffAvailabilityForm } from './staff-availability-form';
import * as m from '~messages/staff-availability';

export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  if (!isStaffLinkId(id)) return { id: null, saved: null };
  const result = await forms.staffAvailability(id);
  if (result.ok) return { id, saved: result.value };
  const error = new LoadError(result.error);
  if (error.notFound) return { id, saved: null };
  throw error;
}

export function Component() {
  const { id, saved } = useLoaderData<typeof loader>();
  if (id === null) {
    return (
      <section className={panel.panel} aria-labelledby="staff-link-unknown">
        <h1 id="staff-link-unknown">{m.invalidLinkTitle}</h1>
        <p>{m.invalidLinkMessage}</p>
        <div className={panel.actions}>
          <SiteLink className={buttons.button} to={pathTo('Contact')}>
            {m.contactVenue}
          </SiteLink>
        </div>
      </section>
    );
  }
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>{m.pageTitle}</h1>
        <p>{m.pageIntro}</p>
      </header>
      <StaffAvailabilityForm key={id} linkId={id} saved={saved} />
    </div>
  );
}
