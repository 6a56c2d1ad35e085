// The door (docs/product.md#the-door): two regions side by side. `link` is the device's connection to
// the venue API: loading the night's list, online, offline (codes judged on the device and queued),
// syncing the queue when the network is back, and conflict when two devices admitted one code. `scan`
// is the code in front of staff: read, judged (by the server when online), shown until the next one.
import { and, or, raise, stateIn, type SnapshotFrom } from 'xstate';
import { requiredIn } from '../shared/required';
import type { DoorEvent } from './door-setup';
import { doorSetup, initialDoorContext, keepParams, syncBatchOf } from './door-setup';

const required = requiredIn('door');

const keep = { type: 'keep', params: keepParams } as const;
const REFRESH_MS = 60_000;
const RETRY_MS = 20_000;

export const doorMachine = doorSetup.createMachine({
  id: 'door',
  context: ({ input }) => initialDoorContext(input),
  type: 'parallel',
  states: {
    link: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            src: 'loadList',
            input: ({ context }) => ({ night: context.night }),
            onDone: {
              actions: raise(({ event }): DoorEvent =>
                event.output.ok ? { type: 'api.listLoaded', ...event.output.value } : { type: 'api.listFailed' },
              ),
            },
          },
          on: {
            'api.listLoaded': [
              { guard: and(['fromNetwork', 'hasQueue']), target: 'syncing', actions: ['takeList', keep] },
              { guard: 'fromNetwork', target: 'online', actions: ['takeList', keep] },
              { target: 'offline', actions: 'takeList' },
            ],
            'api.listFailed': 'unavailable',
          },
        },
        // Neither the network nor the device has tonight's list: nothing can be judged.
        unavailable: { tags: ['error'], on: { 'net.online': 'loading' } },
        online: {
          // The list again now and then: tickets sold since change what is expected, and the answer says so.
          after: { [REFRESH_MS]: 'syncing' },
          on: {
            // The live connection is back after a drop: what the other doors did meanwhile was not heard live.
            'net.online': 'syncing',
            'net.offline': 'offline',
            'live.update': [{ guard: 'bringsMyConflict', target: 'conflict', actions: 'takeUpdate' }, { actions: 'takeUpdate' }],
          },
        },
        // Tried again now and then: the browser does not always say when the network is back.
        offline: { after: { [RETRY_MS]: 'syncing' }, on: { 'net.online': 'syncing' } },
        // Also run on the way online with nothing queued: the answer brings the list as it is now.
        syncing: {
          invoke: {
            src: 'sync',
            input: ({ context }) => ({ night: context.night, device: context.device, checkIns: syncBatchOf(context) }),
            onDone: {
              actions: raise(({ event, context }): DoorEvent =>
                event.output.ok
                  ? { type: 'api.synced', answer: event.output.value, sent: syncBatchOf(context) }
                  : { type: 'api.syncFailed' },
              ),
            },
          },
          on: {
            'api.synced': [
              { guard: 'queueLeftAfterSync', target: 'syncing', reenter: true, actions: ['takeSync', keep] },
              { guard: 'hasConflictsAfterSync', target: 'conflict', actions: ['takeSync', keep] },
              { target: 'online', actions: ['takeSync', keep] },
            ],
            'api.syncFailed': 'offline',
            'net.offline': 'offline',
          },
        },
        conflict: {
          tags: ['warning'],
          on: {
            'staff.seenConflicts': { target: 'online', actions: 'markSeen' },
            'net.offline': 'offline',
            'live.update': { actions: 'takeUpdate' },
          },
        },
      },
      on: {
        // A call that failed means the network is gone, whatever the browser says.
        'api.admitFailed': '.offline',
        'live.update': { actions: 'takeUpdate' },
      },
    },
    scan: {
      initial: 'idle',
      states: {
        idle: {},
        reading: {
          tags: ['busy'],
          invoke: {
            src: 'readCode',
            input: ({ context }) => ({
              code: required(context.scanned, 'scanned'),
              publicKey: required(context.list, 'list').publicKey,
              night: context.night,
            }),
            onDone: { actions: raise(({ event }): DoorEvent => ({ type: 'device.codeRead', read: event.output })) },
          },
          on: {
            // A newer code replaces the one being read (on the region this would re-enter the link region too).
            'staff.code': { guard: 'hasList', target: 'reading', reenter: true, actions: 'takeCode' },
            'device.codeRead': [
              { guard: { type: 'mayGoIn' }, target: 'deciding', actions: 'holdAdmission' },
              { target: 'showing', actions: 'judge' },
            ],
          },
        },
        // Online, the server has the last word (another door may have admitted the code a second ago).
        deciding: {
          always: [
            { guard: or([stateIn({ link: 'online' }), stateIn({ link: 'conflict' }), stateIn({ link: 'syncing' })]), target: 'admitting' },
            { target: 'showing', actions: ['admitHere', keep] },
          ],
        },
        admitting: {
          tags: ['busy'],
          invoke: {
            src: 'admit',
            input: ({ context }) => ({
              night: context.night,
              code: required(context.scanned, 'scanned'),
              door: context.door,
              device: context.device,
            }),
            onDone: {
              actions: raise(({ event }): DoorEvent =>
                event.output.ok ? { type: 'api.admitAnswered', answer: event.output.value } : { type: 'api.admitFailed' },
              ),
            },
          },
          on: {
            'api.admitAnswered': { target: 'showing', actions: 'takeAnswer' },
            'api.admitFailed': { target: 'showing', actions: ['admitHere', keep] },
            // One code at a time: the answer decides before the next scan counts.
            'staff.code': { actions: [] },
          },
        },
        showing: {
          entry: { type: 'signal', params: ({ context }) => ({ verdict: context.verdict?.kind ?? 'not-valid' }) },
          on: { 'staff.dismiss': { target: 'idle', actions: 'clearVerdict' } },
        },
      },
      on: {
        'staff.code': { guard: 'hasList', target: '.reading', actions: 'takeCode' },
      },
    },
  },
});

export type DoorSnapshot = SnapshotFrom<typeof doorMachine>;

/** Where the device stands with the network, for the page's banner. */
export const linkOf = (snapshot: DoorSnapshot): 'loading' | 'unavailable' | 'online' | 'offline' | 'syncing' | 'conflict' => {
  for (const state of ['loading', 'unavailable', 'online', 'offline', 'syncing', 'conflict'] as const)
    if (snapshot.matches({ link: state })) return state;
  return 'loading';
};
