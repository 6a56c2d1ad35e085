import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { TalentSubmissionFormValues } from './talent-submission-form';
import { TALENT_CONFIRMATION_HREF, talentSubmissionMachine } from './talent-submission.machine';
import type { TalentSubmission } from './talent-submission.schema';
import { talentSubmissionMachineWith } from './talent-submission-wiring';
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
const values: TalentSubmissionFormValues = {
  talentName: 'MC Lyra',
  talentPhoneNumber: '+44 7700 900123',
  website: 'https://lyra.example',
  talentEmail: 'lyra@example.com',
  musicStyle: '',
  priceFees: '300',
  photos: [{ name: 'lyra.webp', data: 'data:image/webp;base64,UklG' }],
  facebookName: 'lyra',
  instagramName: 'lyra',
  youtubeName: 'lyra',
  mediaLinks: ['https://www.mixcloud.com/lyra/'],
  biography: 'Hosts and raps.',
  mailingListSubscribe: false,
  receiveSMS: true,
};

function setup(answer: () => Promise<Result<void, ApiError>>) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const submit = vi.fn(async (_: TalentSubmission) => {
    await gate;
    return answer();
  });
  const navigate = vi.fn();
  const machine = talentSubmissionMachineWith({ port: { submit }, phone, navigate });
  const actor = createActor(machine).start();
  return { machine, actor, submit, navigate, release };
}

describe('talent submission machine', () => {
  it.each([
    ['succeeds', async () => ok(undefined)],
    ['fails', async () => err({ _tag: 'NetworkError', message: 'offline' } as const)],
  ])('goes to /confirmation?type=talent when the call %s, with the button disabled while sending', async (_, answer) => {
    const { actor, submit, navigate, release } = setup(answer);
    actor.send({ type: 'guest.submit', values });
    actor.send({ type: 'guest.submit', values });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    release();
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('confirmation');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/confirmation?type=talent');
    expect(TALENT_CONFIRMATION_HREF).toBe('/confirmation?type=talent');
  });

  it('sends the validated payload', () => {
    const { actor, submit } = setup(async () => ok(undefined));
    actor.send({ type: 'guest.submit', values });
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      talentName: 'MC Lyra',
      talentPhoneNumber: '+447700900123',
      priceFees: 300,
      instagramLink: 'https://www.instagram.com/lyra',
      mediaLinks: [{ link: 'https://www.mixcloud.com/lyra/' }],
      photos: ['data:image/webp;base64,UklG'],
      receiveSMS: true,
    });
  });

  it('stays on the form with field errors when invalid, and sends nothing', () => {
    const { actor, submit, navigate } = setup(async () => ok(undefined));
    actor.send({ type: 'guest.submit', values: { ...values, photos: [{ name: 'bio.docx', data: '' }], mediaLinks: [] } });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('form');
    expect(snapshot.context.fieldErrors.map((e) => e.field)).toEqual(['photos', 'mediaLinks']);
    expect(submit).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('fails loudly when the effects are not provided', async () => {
    const { actor, errors } = startCollectingErrors(
      createActor(talentSubmissionMachine.provide({ actions: { readPhone: readPhoneWith(phone) } })),
    );
    actor.send({ type: 'guest.submit', values });
    await waitFor(actor, (s) => s.status === 'error');
    expect(String(errors[0])).toContain('talentSubmission: actor submit not provided');

    const withoutPhoneRules = startCollectingErrors(createActor(talentSubmissionMachine));
    withoutPhoneRules.actor.send({ type: 'guest.submit', values });
    expect(withoutPhoneRules.actor.getSnapshot().status).toBe('error');
    expect(String(withoutPhoneRules.errors[0])).toContain('talentSubmission: action readPhone not provided');
  });

  it('keeps a snapshot of plain data, with what the phone rules said, that restores', () => {
    const { machine, actor } = setup(async () => ok(undefined));
    actor.send({ type: 'guest.submit', values: { ...values, talentPhoneNumber: '12' } });
    expect(actor.getSnapshot().context.phoneReading).toEqual({ raw: '12', valid: false, international: null });
    expectRestorableSnapshot(machine, actor);
  });
});
