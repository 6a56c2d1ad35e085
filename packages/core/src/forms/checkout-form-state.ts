// What the bottle and ticket checkouts keep about their form, and the part of their statechart
// that edits it: a field edit (the phone read again, the field marks kept current once a submit
// showed them), and the alert of a refused submit until the guest dismisses it.
import type { PromoterDiscount } from '../bottles/promoter-discount.schema';
import type { FieldError } from '../shared/form-validation';
import type { PhoneReading } from './phone-reading';

export interface CheckoutFormState<TForm, TField extends string> {
  readonly form: TForm;
  /** What the phone rules said about the form's phone number as it is now. */
  readonly phoneReading: PhoneReading | null;
  /** Every invalid field after a submit, in form order, kept current as the guest corrects them. */
  readonly fieldErrors: readonly FieldError<TField>[];
  /** The first invalid field at the last submit: the page focuses it and its alert names it, until dismissed. */
  readonly firstInvalid: FieldError<TField> | null;
  /** The promoter code being checked or validated (trimmed promoterIGname). */
  readonly promoterCode: string | null;
  readonly promoter: PromoterDiscount | null;
}

/** The editing state's sub-states: ready, and invalid showing the alert until dismissed. */
export const editingSubstates = {
  initial: 'ready' as const,
  states: {
    ready: {},
    invalid: { tags: ['warning' as const], on: { 'guest.dismissAlert': { target: 'ready' as const, actions: 'clearAlert' as const } } },
  },
};

/** guest.editField while editing. */
export const fieldEdit = [
  { guard: 'showingErrors' as const, actions: ['editField' as const, 'readPhoneField' as const, 'refreshFieldErrors' as const] },
  { actions: ['editField' as const, 'readPhoneField' as const] },
];

/** A form as the guest starts it: nothing checked, no marks, no code. */
export const initialFormState = <TForm, TField extends string>(form: TForm): CheckoutFormState<TForm, TField> => ({
  form,
  phoneReading: null,
  fieldErrors: [],
  firstInvalid: null,
  promoterCode: null,
  promoter: null,
});

/** guest.editField and guest.setMailingList while editing. */
export const formEdits = {
  'guest.editField': fieldEdit,
  'guest.setMailingList': { actions: 'editField' as const },
};

/** A checkout form's editing state: ready or invalid, the field edits, and the checkout's own events (`on`). */
export const checkoutEditing = <const TOn extends object>(on: TOn) => ({ ...editingSubstates, on: { ...formEdits, ...on } });
