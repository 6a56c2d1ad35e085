// ChatPort over HTTP (docs/product.md#support-chat). Text and emoji go as JSON; a file (with or without a caption) and a
// recording go as multipart, the recording with the fields audio, type, hash, duration and message.
// The chat acts on status 200 alone, so the bodies of newMessage and rate are not decoded.
import { Schema } from 'effect';
import { ChatHistoryResponse, NewOnlineGuestResponse } from '@venue/core/chat/chat-api.schema';
import type { ChatPort, OutgoingMessage } from '@venue/core/chat/chat.port';
import { ok } from '@venue/core/shared/result';
import { dataOf, done } from './data-of';
import type { VenueHttpClient } from './venue-http-client';

export const chatPaths = {
  newOnlineGuest: 'api/onlineGuest/newOnlineGuest',
  newMessage: 'api/onlineGuest/newMessage',
  history: (hash: string) => `api/onlineGuest/message/${encodeURIComponent(hash)}/website`,
  /** Project-defined: the product brief does not show the rating call's path. */
  rate: 'api/onlineGuest/rate',
} as const;

/** The name a recording is uploaded under; the recorder exports WAV (docs/product.md#voice-recording). */
export const recordingFileName = 'recording.wav';

const AnyBody = Schema.Unknown;

function asBlob(data: unknown, what: string): Blob {
  // Core carries the browser's File or Blob as `unknown`; anything else is a bug in the caller.
  if (data instanceof Blob) return data;
  throw new TypeError(`The chat ${what} must be a Blob or File.`);
}

/** The multipart body of a file or audio message; exported for its tests. */
export function messageForm(message: Extract<OutgoingMessage, { type: 'file' | 'audio' }>): FormData {
  const form = new FormData();
  form.append('hash', message.hash);
  form.append('type', message.type);
  form.append('message', message.message);
  form.append('clientId', message.clientId);
  if (message.type === 'audio') {
    form.append('duration', String(message.audio.duration));
    form.append('audio', asBlob(message.audio.data, 'recording'), recordingFileName);
  } else {
    form.append('file', asBlob(message.file.data, 'file'), message.file.name);
  }
  return form;
}

export function createChatHttp(client: VenueHttpClient): ChatPort {
  return {
    newOnlineGuest: (payload) =>
      client
        .post(chatPaths.newOnlineGuest, payload, NewOnlineGuestResponse)
        .then((result) => (result.ok ? ok(result.value.data.onlineGuest) : result)),
    sendMessage: (message) =>
      (message.type === 'text' || message.type === 'emoji'
        ? client.post(
            chatPaths.newMessage,
            { hash: message.hash, type: message.type, message: message.message, clientId: message.clientId },
            AnyBody,
          )
        : client.postForm(chatPaths.newMessage, messageForm(message), AnyBody)
      ).then(done),
    history: (hash) => client.get(chatPaths.history(hash), ChatHistoryResponse).then(dataOf),
    rate: (hash, rate) => client.post(chatPaths.rate, { type: 'rate', rate, from: 'guest', hash }, AnyBody).then(done),
  };
}
