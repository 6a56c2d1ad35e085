// The support chat widget (docs/product.md#support-chat), loaded by the shell's launcher when the browser is idle or the
// guest opens it. It starts core's chat machine once the socket adapter (its own chunk, with socket.io) is in;
// storage and the device are read in effects, never in render.
import { startTransition, useEffect, useMemo, useState } from 'react';
import { createChatHttp } from '@venue/adapters/http/chat.http';
import type { ChatRealtimePort } from '@venue/core/chat/chat-realtime.port';
import type { ChatInput } from '@venue/core/chat/chat-setup';
import { chatInputFrom, chatMachineWith } from '@venue/core/chat/chat-wiring';
import { clientInfo } from '../app/client-info';
import { deferredPhone } from '../app/deferred-phone';
import { inspectOptions } from '../app/inspect';
import { randomId } from '../app/random-id';
import { socketAddress } from '../app/site-settings';
import { storage, venueClient } from '../app/services';
import { LauncherButton, LauncherOff, type ChatColours } from '../shell/launcher-button';
import launcher from '../shell/chat-launcher.module.css';
import { ChatContext } from './chat-context';
import { ChatFrame } from './chat-frame';

export interface ChatWidgetProps {
  readonly venueId: string;
  readonly colours: ChatColours | null;
  /** The guest pressed the launcher before this code was in: open at once. */
  readonly openAtStart: boolean;
  /** The focus was on the shell's launcher button: it moves to this one. */
  readonly focusLauncher: boolean;
}

const chat = createChatHttp(venueClient);

export function ChatWidget({ venueId, colours, openAtStart, focusLauncher }: ChatWidgetProps) {
  const [realtime, setRealtime] = useState<ChatRealtimePort | null>(null);
  const [input, setInput] = useState<ChatInput | null>(null);
  const [openAsked, setOpenAsked] = useState(openAtStart);
  useEffect(() => {
    let live = true;
    void import('@venue/adapters/socket/venue-realtime.socket').then(
      // A transition: the chat's first render runs in short slices, not as one long task.
      ({ createVenueRealtime }) => live && startTransition(() => setRealtime(createVenueRealtime(socketAddress()))),
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    const device = clientInfo();
    setInput(
      (now) =>
        now ??
        chatInputFrom(storage, {
          venueId,
          venueMailDomain: null,
          client: { userAgent: device.userAgent, ip: device.ip === '' ? null : device.ip },
          clientIdSeed: randomId(),
        }),
    );
  }, [venueId]);
  const logic = useMemo(() => (realtime === null ? null : chatMachineWith({ chat, realtime, storage, phone: deferredPhone })), [realtime]);

  if (input !== null && !input.webSupport && logic === null) return <LauncherOff />;
  if (logic === null || input === null)
    return (
      <div className={launcher.launcher}>
        <LauncherButton open={false} onPress={() => setOpenAsked(true)} />
      </div>
    );
  return (
    <ChatContext.Provider logic={logic} options={{ ...inspectOptions(), input }}>
      <ChatFrame colours={colours} openAtStart={openAsked} focusLauncher={focusLauncher} />
    </ChatContext.Provider>
  );
}
