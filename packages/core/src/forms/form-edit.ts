// The two edits every checkout form takes, shared by the bottle and ticket checkouts: one text field,
// and the mailing-list box. Any other event leaves the form as it is.
export type FormEditEvent<F extends string> =
  | { readonly type: 'guest.editField'; readonly field: F; readonly value: string }
  | { readonly type: 'guest.setMailingList'; readonly subscribe: boolean };

export function editedForm<T extends { readonly mailingListSubscribe: boolean }>(form: T, event: { readonly type: string }): T {
  const edit = event as FormEditEvent<Extract<keyof T, string>>;
  if (edit.type === 'guest.editField') return { ...form, [edit.field]: edit.value };
  if (edit.type === 'guest.setMailingList') return { ...form, mailingListSubscribe: edit.subscribe };
  return form;
}
