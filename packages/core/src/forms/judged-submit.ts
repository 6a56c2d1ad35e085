// The start that forms sent in one go share (careers, contact, staff availability, reviews): `form` takes the guest's
// submit and judges the values with the machine's own `validate` action (given the values), then `validating`
// goes on to `sending` when the rules accepted them (the machine's `formIsValid` guard) or back to `form`, where the
// errors show. Each machine keeps its own `sending` and what follows.
export interface SubmittedValues<V> {
  readonly values: V;
}

export const judgedSubmitStates = <V>() =>
  ({
    form: {
      on: {
        'guest.submit': {
          target: 'validating',
          actions: {
            type: 'validate',
            params: ({ event }: { readonly event: SubmittedValues<V> }): SubmittedValues<V> => ({ values: event.values }),
          },
        },
      },
    },
    validating: { always: [{ guard: 'formIsValid', target: 'sending' }, { target: 'form' }] },
  }) as const;
