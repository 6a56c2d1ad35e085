// How a page's form binds a group of its fields (contact-fields.tsx): the typed values it keeps, core's labels, the
// refusal under each field, and a change as an update of one value. Written once, so the forms that keep their values
// as one object (careers, contact) pass the same four things the same way.
export interface FieldBinding<V, F extends string> {
  readonly values: V;
  readonly labels: Readonly<Record<F, string>>;
  readonly errorOf: (field: F) => string | null;
  readonly onChange: (field: F, value: string) => void;
}

export function fieldBinding<V, F extends string>(
  values: V,
  labels: Readonly<Record<F, string>>,
  errorOf: (field: F) => string | null,
  update: (next: Partial<V>) => void,
): FieldBinding<V, F> {
  return { values, labels, errorOf, onChange: (field, value) => update({ [field]: value } as Partial<V>) };
}
