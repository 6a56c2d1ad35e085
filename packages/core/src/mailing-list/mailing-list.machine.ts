// The rewards signup popup (docs/product.md#mailing-list-popup): hidden until its flag is set, then
// form -> sending -> "Thank you" -> closed. A failed send clears the loading flag and shows nothing.
import { assign, fromPromise, setup } from 'xstate';
import { validateMailingList, type ClientInfo, type MailingListField, type MailingListFormValues } from './mailing-list-form';
import type { MailingListSignup } from './mailing-list.schema';
import { phoneRulesOf, type PhoneReading, type ReadPhoneParams } from '../forms/phone-reading';
import type { ApiError } from '../shared/api-error';
import type { FieldError } from '../shared/form-validation';
import { notProvided } from '../shared/not-provided';
import type { Result } from '../shared/result';

export interface MailingListInput {
  /** Whether the popup shows; false unless the page sets it. */
  readonly showPopup?: boolean;
  readonly client: ClientInfo;
}

export interface MailingListContext {
  readonly showPopup: boolean;
  readonly loading: boolean;
  readonly fieldErrors: readonly FieldError<MailingListField>[];
  readonly signup: MailingListSignup | null;
  /** Why the last send failed; for logs only, never shown. */
  readonly failure: ApiError | null;
  /** What the phone rules said about the number of the last submit. */
  readonly phoneReading: PhoneReading | null;
  readonly client: ClientInfo;
}

export type MailingListEvent =
  | { readonly type: 'popup.setVisible'; readonly visible: boolean }
  | { readonly type: 'guest.submit'; readonly values: MailingListFormValues }
  | { readonly type: 'guest.close' };

export const mailingListMachine = setup({
  types: {
    context: {} as MailingListContext,
    events: {} as MailingListEvent,
    input: {} as MailingListInput,
  },
  actors: {
    subscribe: fromPromise<Result<void, ApiError>, MailingListSignup>(notProvided('mailingList', 'actor subscribe')),
  },
  guards: {
    wantsPopup: ({ context }) => context.showPopup,
    formIsValid: ({ context }) => context.signup !== null,
    succeeded: (_, result: Result<void, ApiError>) => result.ok,
  },
  actions: {
    readPhone: notProvided<(_: unknown, params: ReadPhoneParams) => void>('mailingList', 'action readPhone'),
    setFlag: assign({ showPopup: (_, params: { readonly visible: boolean }) => params.visible }),
  },
}).createMachine({
  id: 'mailingList',
  context: ({ input }) => ({
    showPopup: input.showPopup ?? false,
    loading: false,
    fieldErrors: [],
    signup: null,
    failure: null,
    phoneReading: null,
    client: input.client,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'wantsPopup', target: 'form' }, { target: 'hidden' }],
    },
    hidden: {
      on: {
        'popup.setVisible': { target: 'deciding', actions: { type: 'setFlag', params: ({ event }) => ({ visible: event.visible }) } },
      },
    },
    form: {
      on: {
        'popup.setVisible': { target: 'deciding', actions: { type: 'setFlag', params: ({ event }) => ({ visible: event.visible }) } },
        'guest.submit': {
          target: 'validating',
          actions: [
            { type: 'readPhone', params: ({ event }) => ({ raw: event.values.clientPhoneNumber }) },
            assign(({ context, event }) => {
              const result = validateMailingList(event.values, phoneRulesOf(context.phoneReading), context.client);
              return result.ok ? { signup: result.value, fieldErrors: [] } : { signup: null, fieldErrors: result.error };
            }),
          ],
        },
        'guest.close': 'closed',
      },
    },
    validating: {
      always: [{ guard: 'formIsValid', target: 'sending' }, { target: 'form' }],
    },
    sending: {
      // No transition takes guest.submit here, so a second click cannot send twice.
      tags: ['busy'],
      entry: assign({ loading: true, failure: null }),
      exit: assign({ loading: false }),
      on: {
        'popup.setVisible': { actions: { type: 'setFlag', params: ({ event }) => ({ visible: event.visible }) } },
      },
      // Expected failures arrive as Result values; a rejected promise is a bug and fails the actor.
      invoke: {
        src: 'subscribe',
        input: ({ context }) => context.signup as MailingListSignup,
        onDone: [
          { guard: { type: 'succeeded', params: ({ event }) => event.output }, target: 'thankYou' },
          { target: 'form', actions: assign({ failure: ({ event }) => (event.output.ok ? null : event.output.error) }) },
        ],
      },
    },
    thankYou: {
      on: { 'guest.close': 'closed' },
    },
    closed: { type: 'final' },
  },
});
