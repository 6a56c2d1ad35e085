// Supplies the door machine's effects at the edge (the staff door page's script): the API, the device's
// copy of the night, the code reader, the clock and the verdict's sound.
import { fromPromise } from 'xstate';
import { err, ok } from '../shared/result';
import type { DoorDevicePort, DoorApiPort, ReadDoorCode } from './door.port';
import type { DoorVerdict } from './door-rules';
import { doorMachine } from './door.machine';

export interface DoorDependencies {
  readonly api: DoorApiPort;
  readonly device: DoorDevicePort;
  readonly readCode: ReadDoorCode;
  readonly clock: () => Date;
  readonly signal: (verdict: DoorVerdict['kind']) => void;
}

export const doorMachineWith = ({ api, device, readCode, clock, signal }: DoorDependencies) =>
  doorMachine.provide({
    actors: {
      // The network's list first; the device's copy when the network does not answer.
      loadList: fromPromise(async ({ input }) => {
        const fromNetwork = await api.loadList(input.night);
        if (fromNetwork.ok) return ok({ list: fromNetwork.value, source: 'network' as const });
        const kept = await device.read(input.night).catch(() => null);
        return kept?.list ? ok({ list: kept.list, source: 'device' as const }) : err(fromNetwork.error);
      }),
      readCode: fromPromise(async ({ input }) => {
        const at = clock().toISOString();
        return { reading: await readCode(input.code, input.publicKey, input.night), at };
      }),
      admit: fromPromise(({ input }) => api.admit(input.night, { code: input.code, door: input.door, device: input.device })),
      sync: fromPromise(({ input }) => api.sync(input.night, { device: input.device, checkIns: input.checkIns })),
    },
    actions: {
      keep: (_, kept) => void device.write(kept.night, { list: kept.list, queue: kept.queue }).catch(() => undefined),
      signal: (_, { verdict }) => signal(verdict),
    },
  });
