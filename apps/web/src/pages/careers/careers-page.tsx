// /careers (docs/product.md#careers-contact-and-staff-availability): the venue's open positions (GET job-positions,
// read in the loader), or a line saying there are none, and the application form, which always offers a general
// application. The form starts once the phone input's chunk (and its rules) is in.
import { useLoaderData } from 'react-router';
import { forms } from '../../app/services';
import { optional } from '../../routing/load';
import checkout from '../../ui/checkout.module.css';
import { ErrorPanel } from '../../ui/error-panel';
import page from '../../ui/page.module.css';
import { PageSkeleton } from '../../ui/page-skeleton';
import { useLazyPhoneField } from '../../ui/use-lazy-phone-field';
import { JobApplicationForm } from './job-application-form';
import { OpenPositions } from './open-positions';

// The list is a help, not a gate: when it cannot load, the page says so and the form still takes applications.
export const loader = async () => ({ positions: await optional(forms.openPositions()) });

export function Component() {
  const { positions } = useLoaderData<typeof loader>();
  const { PhoneField, failed } = useLazyPhoneField();
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>Careers</h1>
        <p>Bartenders, hosts, security, sound: the people who make our nights. Tell us about yourself.</p>
      </header>
      <div className={checkout.layout}>
        <OpenPositions positions={positions} />
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
          <JobApplicationForm PhoneField={PhoneField} positions={(positions ?? []).map((p) => p.title)} />
        )}
      </div>
    </div>
  );
}
