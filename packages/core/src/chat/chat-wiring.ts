// Supplies the chat machine's effects from its ports, at the edge (the web app).
import { fromCallback, fromPromise } from 'xstate';
import { readPhoneWith } from '../forms/phone-reading';
import type { PhonePort } from '../ports/phone.port';
import type { StoragePort } from '../ports/storage.port';
import { chatMachine } from './chat.machine';
import type { ChatInput } from './chat-setup';
import type { ChatPort } from './chat.port';
import type { ChatRealtimePort } from './chat-realtime.port';
import type { ChatClientInfo } from './new-conversation-form';
import { readStoredGuest, writeStoredGuest } from './stored-guest';

export interface ChatDependencies {
  readonly chat: ChatPort;
  readonly realtime: ChatRealtimePort;
  readonly storage: StoragePort;
  readonly phone: PhonePort;
}

export interface ChatSettings {
  readonly venueId: string;
  readonly venueMailDomain: string | null;
  readonly client: ChatClientInfo;
  readonly clientIdSeed: string;
}

/** Web support is on unless the venue last said no (storage showWebSupport). */
export const chatInputFrom = (storage: StoragePort, settings: ChatSettings): ChatInput => ({
  ...settings,
  storedGuest: readStoredGuest(storage),
  webSupport: storage.get('showWebSupport') !== 'no',
});

export const chatMachineWith = ({ chat, realtime, storage, phone }: ChatDependencies) =>
  chatMachine.provide({
    actors: {
      realtime: fromCallback(({ input, sendBack, receive }) => {
        const connection = realtime.open(input.venueId, sendBack);
        receive((command) => (command.type === 'realtime.watchGuest' ? connection.watchGuest(command.hash) : connection.unwatchGuest()));
        return () => connection.close();
      }),
      history: fromPromise(({ input }) => chat.history(input.hash)),
      newOnlineGuest: fromPromise(({ input }) => chat.newOnlineGuest(input)),
      sendMessage: fromPromise(({ input }) => chat.sendMessage(input)),
      rate: fromPromise(({ input }) => chat.rate(input.hash, input.rate)),
    },
    actions: {
      toggleGuestStatus: (_, report) => realtime.toggleGuestStatus(report),
      saveGuest: (_, { guest }) => writeStoredGuest(storage, guest),
      forgetGuest: () => storage.remove('onlineGuest'),
      saveWebSupport: (_, { enabled }) => storage.set('showWebSupport', enabled ? 'yes' : 'no'),
      readPhone: readPhoneWith(phone),
    },
  });
