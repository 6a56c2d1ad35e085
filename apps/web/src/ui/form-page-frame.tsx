// The frame of the form pages (careers, contact, talent submissions, a reservation's details): the page's
// heading and intro over a two-column layout, and a form that waits for the phone input's chunk (and its
// rules): a skeleton until it is in, a panel with a retry when it cannot load.
import type { ComponentType, ReactNode } from 'react';
import checkout from './checkout.module.css';
import { LoadFailedPanel } from './load-failed-panel';
import page from './page.module.css';
import { PageSkeleton } from './page-skeleton';
import type { PhoneFieldProps } from './phone-field';
import { useLazyPhoneField } from './use-lazy-phone-field';

interface FormPageFrameProps {
  readonly title: string;
  /** What stands under the heading. */
  readonly intro: ReactNode;
  /** Classes of the page's own beside the shared page and layout ones. */
  readonly pageClassName?: string | undefined;
  readonly layoutClassName?: string | undefined;
  readonly children: ReactNode;
}

export function FormPageFrame({ title, intro, pageClassName, layoutClassName, children }: FormPageFrameProps) {
  return (
    <div className={pageClassName ? `${page.page} ${pageClassName}` : page.page}>
      <header className={page.head}>
        <h1>{title}</h1>
        {intro}
      </header>
      <div className={layoutClassName ? `${checkout.layout} ${layoutClassName}` : checkout.layout}>{children}</div>
    </div>
  );
}

/** The form once the phone input is in: `form` draws it with that input. */
export function PhoneForm({ form }: { readonly form: (PhoneField: ComponentType<PhoneFieldProps>) => ReactNode }) {
  const { PhoneField, failed } = useLazyPhoneField();
  if (failed) return <LoadFailedPanel what="form" />;
  if (PhoneField === null) return <PageSkeleton />;
  return form(PhoneField);
}
