// The "find my orders" form (docs/product.md#find-my-orders): one e-mail field. Core's form-submission machine judges
// and sends it (one ask for a double click, a spinner meanwhile); a refused field is named and focused, a failed send
// keeps what was typed, and a sent ask says the same words whatever the address. Also an island of the page a
// mailed link opens, where a link past its time asks again.
import { useId, useMemo, useState } from 'react';
import { emptyMyOrdersForm, MY_ORDERS_EMAIL_MAX_LENGTH, type MyOrdersFormValues } from '@venue/core/my-orders/my-orders-form';
import { MY_ORDERS_LINK_HOURS } from '@venue/core/my-orders/my-orders-token';
import { myOrdersMachineWith } from '@venue/core/my-orders/my-orders-wiring';
import { myOrders } from '../../app/my-orders';
import checkout from '../../ui/checkout.module.css';
import { fieldErrorText } from '../../ui/field-error-text';
import { LabeledTextField } from '../../ui/labeled-text-field';
import { SentCard } from '../../ui/sent-card';
import { SubmissionCard } from '../../ui/submission-card';
import { useFormSubmission } from '../../ui/use-form-submission';
import styles from './my-orders.module.css';
import * as m from '~messages/my-orders';

export function MyOrdersForm({ title }: { readonly title: string }) {
  const logic = useMemo(() => myOrdersMachineWith({ myOrders }), []);
  const submission = useFormSubmission(logic, (field) => (field === 'email' ? m.email : undefined));
  const [values, setValues] = useState<MyOrdersFormValues>(emptyMyOrdersForm);
  const id = useId();
  const reason = submission.reasonOf('email');

  if (submission.sent) {
    return (
      <SentCard
        id={`${id}-sent`}
        className={`${checkout.card} ${styles.card}`}
        headingRef={submission.doneRef}
        title={m.sentTitle}
        againText={m.again}
        onAgain={() => {
          setValues(emptyMyOrdersForm);
          submission.startOver();
        }}
      >
        {m.sent(MY_ORDERS_LINK_HOURS)}
      </SentCard>
    );
  }

  return (
    <SubmissionCard
      submission={submission}
      values={values}
      titleId={`${id}-title`}
      title={title}
      className={`${checkout.card} ${styles.card}`}
      formClassName={styles.form}
      failureText={m.failure}
      busyText={m.busy}
      submitText={m.submit}
    >
      <LabeledTextField
        label={m.email}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={MY_ORDERS_EMAIL_MAX_LENGTH}
        value={values.email}
        onChange={(email) => setValues({ email })}
        error={reason === null ? null : fieldErrorText[reason]}
      />
    </SubmissionCard>
  );
}
