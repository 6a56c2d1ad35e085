// The support chat's calls to the venue backend (docs/product.md#support-chat). Every call counts as a success only with
// status 200; the adapter turns any other status into an HttpError, and the chat then does nothing visible.
import type { ApiResult } from '../shared/api-error';
import type { HistoryEntry } from './chat-message.schema';
import type { NewConversationPayload } from './new-conversation.schema';
import type { OnlineGuest } from './online-guest.schema';

/** A file the guest attached; `data` is the browser's File, opaque to core. */
export interface ChatFile {
  readonly name: string;
  readonly mimeType: string;
  readonly data: unknown;
}

/** A recording (WAV, docs/product.md#voice-recording); `data` is the browser's Blob, opaque to core. */
export interface ChatAudio {
  readonly data: unknown;
  /** Seconds. */
  readonly duration: number;
}

interface OutgoingBase {
  /** Given by the site and sent along, so a resend of the same message is recognised and never duplicated. */
  readonly clientId: string;
  readonly hash: string;
  /** The text; for a file its caption (may be empty), for audio the transcript. */
  readonly message: string;
}

export type OutgoingMessage =
  | (OutgoingBase & { readonly type: 'text' })
  | (OutgoingBase & { readonly type: 'emoji' })
  | (OutgoingBase & { readonly type: 'file'; readonly file: ChatFile })
  | (OutgoingBase & { readonly type: 'audio'; readonly audio: ChatAudio });

export interface ChatPort {
  /** POST api/onlineGuest/newOnlineGuest; the guest is the response's data.onlineGuest. */
  newOnlineGuest(payload: NewConversationPayload): ApiResult<OnlineGuest>;
  /** POST api/onlineGuest/newMessage; audio goes as multipart with the fields audio, type, hash, duration, message. */
  sendMessage(message: OutgoingMessage): ApiResult<void>;
  /** GET api/onlineGuest/message/{hash}/website. */
  history(hash: string): ApiResult<readonly HistoryEntry[]>;
  /** The rating message (type rate, rate, from guest, hash); its path is not shown by the product brief. */
  rate(hash: string, rate: number): ApiResult<void>;
}
