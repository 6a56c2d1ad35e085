import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MailingListFormValues } from './mailing-list-form';
import { mailingListMachine } from './mailing-list.machine';
import type { MailingListSignup } from './mailing-list.schema';
import { mailingListMachineWith } from './mailing-list-wiring';
import { readPhoneWith } from '../forms/phone-reading';
import type { PhonePort } from '../ports/phone.port';
import type { ApiError } from '../shared/api-error';
import { err, ok, type Result } from '../shared/result';
import { startCollectingErrors } from '../testing/actor-errors';
import { expectRestorableSnapshot } from '../testing/restorable-snapshot';

const phone: PhonePort = {
  isValid: (raw) => /^\+?\d{10,15}$/.test(raw.replace(/\s/g, '')),
  toInternational: (raw) => (/^\+?\d{10,15}$/.test(raw.replace(/\s/g, '')) ? `+${raw.replace(/\D/g, '')}` : null),
};
const client = { userAgent: 'Mobile', ip: '198.51.100.4' };
const values: MailingListFormValues = {
  clientName: 'Sam Rivers',
  clientEmail: 'sam@example.com',
  clientPhoneNumber: '+1 212 555 0100',
  birthMonth: '12',
  birthDay: '24',
  IGname: '@sam',
};

/** A port whose answer the test releases by hand, to look at the sending state. */
function controlledPort() {
  let release: (r: Result<void, ApiError>) => void = () => undefined;
  const subscribe = vi.fn((_: MailingListSignup) => new Promise<Result<void, ApiError>>((resolve) => (release = resolve)));
  return { port: { subscribe }, subscribe, answer: (r: Result<void, ApiError>) => release(r) };
}

const start = (port: { subscribe: (s: MailingListSignup) => Promise<Result<void, ApiError>> }, showPopup?: boolean) =>
  createActor(mailingListMachineWith({ port, phone }), { input: { client, ...(showPopup === undefined ? {} : { showPopup }) } }).start();

describe('mailing list popup machine', () => {
  it('is hidden by default and shows when its flag is set', () => {
    const actor = start(controlledPort().port);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.showPopup).toBe(false);
    actor.send({ type: 'popup.setVisible', visible: true });
    expect(actor.getSnapshot().value).toBe('form');
    actor.send({ type: 'popup.setVisible', visible: false });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(start(controlledPort().port, true).getSnapshot().value).toBe('form');
  });

  it('form -> sending -> Thank you -> closed, sending once however often the guest clicks', async () => {
    const { port, subscribe, answer } = controlledPort();
    const actor = start(port, true);
    actor.send({ type: 'guest.submit', values });
    actor.send({ type: 'guest.submit', values });
    const sending = actor.getSnapshot();
    expect(sending.value).toBe('sending');
    expect(sending.hasTag('busy')).toBe(true);
    expect(sending.context.loading).toBe(true);
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledWith({
      clientName: 'Sam Rivers',
      clientEmail: 'sam@example.com',
      clientPhoneNumber: '+12125550100',
      clientBirthDate: '12/24',
      IGname: '@sam',
      userAgent: 'Mobile',
      ip: '198.51.100.4',
    });
    answer(ok(undefined));
    const thanked = await waitFor(actor, (s) => s.matches('thankYou'));
    expect(thanked.context.loading).toBe(false);
    actor.send({ type: 'guest.close' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('on failure clears the loading flag and shows nothing', async () => {
    const { port, answer } = controlledPort();
    const actor = start(port, true);
    actor.send({ type: 'guest.submit', values });
    answer(err({ _tag: 'HttpError', status: 500, message: 'Server Error' }));
    const back = await waitFor(actor, (s) => s.matches('form'));
    expect(back.context.loading).toBe(false);
    expect(back.hasTag('error')).toBe(false);
    expect(back.context.fieldErrors).toEqual([]);
    expect(back.context.failure).toMatchObject({ status: 500 });
  });

  it('keeps an invalid form with its field errors and sends nothing', () => {
    const { port, subscribe } = controlledPort();
    const actor = start(port, true);
    actor.send({ type: 'guest.submit', values: { ...values, clientName: 'Al' } });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'clientName', placeholder: 'Name', reason: 'too-short' }]);
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('fails loudly when the subscribe actor is not provided', async () => {
    const { actor, errors } = startCollectingErrors(
      createActor(mailingListMachine.provide({ actions: { readPhone: readPhoneWith(phone) } }), { input: { client, showPopup: true } }),
    );
    actor.send({ type: 'guest.submit', values });
    await waitFor(actor, (s) => s.status === 'error');
    expect(String(errors[0])).toContain('mailingList: actor subscribe not provided');
  });

  it('fails loudly when the phone rules are not provided', () => {
    const { actor, errors } = startCollectingErrors(createActor(mailingListMachine, { input: { client, showPopup: true } }));
    actor.send({ type: 'guest.submit', values });
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toContain('mailingList: action readPhone not provided');
  });

  it('keeps a snapshot of plain data, with what the phone rules said, that restores', () => {
    const machine = mailingListMachineWith({ port: controlledPort().port, phone });
    const actor = createActor(machine, { input: { client, showPopup: true } }).start();
    actor.send({ type: 'guest.submit', values: { ...values, clientPhoneNumber: '12' } });
    expect(actor.getSnapshot().context.phoneReading).toEqual({ raw: '12', valid: false, international: null });
    expectRestorableSnapshot(machine, actor);
  });

  it('the guest can close the form without sending', () => {
    const actor = createActor(
      mailingListMachine.provide({ actors: { subscribe: fromPromise(async (): Promise<Result<void, ApiError>> => ok(undefined)) } }),
      {
        input: { client, showPopup: true },
      },
    ).start();
    actor.send({ type: 'guest.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
