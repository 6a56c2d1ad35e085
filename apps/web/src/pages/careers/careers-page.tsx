// /careers (docs/product.md#careers-contact-and-staff-availability): the venue's open positions (GET job-positions,
// read in the loader), or a line saying there are none, and the application form, which always offers a general
// application. The form starts once the phone input's chunk (and its rules) is in.
import { useLoaderData } from 'react-router';
import { forms } from '../../app/services';
import { optional } from '../../routing/load';
import { FormPageFrame, PhoneForm } from '../../ui/form-page-frame';
import { JobApplicationForm } from './job-application-form';
import { OpenPositions } from './open-positions';
import * as m from '~messages/careers';

// The list is a help, not a gate: when it cannot load, the page says so and the form still takes applications.
export const loader = async () => ({ positions: await optional(forms.openPositions()) });

export function Component() {
  const { positions } = useLoaderData<typeof loader>();
  return (
    <FormPageFrame title={m.title} intro={<p>{m.intro}</p>}>
      <OpenPositions positions={positions} />
      <PhoneForm form={(PhoneField) => <JobApplicationForm PhoneField={PhoneField} positions={(positions ?? []).map((p) => p.title)} />} />
    </FormPageFrame>
  );
}
