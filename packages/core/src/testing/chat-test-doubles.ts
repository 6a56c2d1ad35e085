// Test doubles of the chat's ports: a backend whose every call waits until the test decides its outcome (and
// which, like the real one, stores a message once per client id), a real-time channel the test drives, a phone
// rule and a storage in memory. Used by the chat's machine, model-based and property tests; never by the app.
import type { PhonePort } from '../ports/phone.port';
import type { ApiError } from '../shared/api-error';
import { err, ok, type Result } from '../shared/result';
import type { ChatMessage, HistoryEntry } from '../chat/chat-message.schema';
import type { ChatPort, OutgoingMessage } from '../chat/chat.port';
import type { ChatRealtimePort, GuestStatusReport, RealtimeConnection, SocketEvent } from '../chat/chat-realtime.port';
import type { NewConversationPayload } from '../chat/new-conversation.schema';
import type { OnlineGuest } from '../chat/online-guest.schema';

export type ChatMethod = keyof ChatPort;
/** network: the server got the request but the answer was lost; unreachable: the request never arrived. */
export type ChatOutcome = 'ok' | 'network' | 'unreachable' | 'server-error' | 'rejected';
export const chatOutcomes: readonly ChatOutcome[] = ['ok', 'network', 'unreachable', 'server-error', 'rejected'];

export const chatOutcomeError = (outcome: Exclude<ChatOutcome, 'ok'>): ApiError =>
  outcome === 'network' || outcome === 'unreachable'
    ? { _tag: 'NetworkError', message: 'Failed to fetch' }
    : {
        _tag: 'HttpError',
        status: outcome === 'server-error' ? 500 : 422,
        message: outcome === 'server-error' ? 'Server Error' : 'Unprocessable',
      };

export interface ChatCall {
  readonly method: ChatMethod;
  readonly args: readonly unknown[];
  outcome: ChatOutcome | 'given' | null;
}

interface Pending {
  readonly call: ChatCall;
  readonly settle: (answer: ChatOutcome | { readonly result: Result<unknown, ApiError> }) => void;
}

export class ControlledChatPort implements ChatPort {
  readonly calls: ChatCall[] = [];
  /** Guest messages the server holds, in the order it first got them; one per client id. */
  readonly stored: OutgoingMessage[] = [];
  /** Replies the venue sent, which the history returns too. */
  readonly venueReplies: ChatMessage[] = [];
  readonly ratings: number[] = [];
  private guests = 0;
  private readonly pending: Pending[] = [];

  get pendingMethods(): readonly ChatMethod[] {
    return this.pending.map((p) => p.call.method);
  }

  /** Settles the oldest waiting call (of `method`, if given) with an outcome the server plays out, or a given result. */
  settleNext(answer: ChatOutcome | { readonly result: Result<unknown, ApiError> }, method?: ChatMethod): boolean {
    const index = method === undefined ? 0 : this.pending.findIndex((p) => p.call.method === method);
    const next = index >= 0 ? this.pending.splice(index, 1)[0] : undefined;
    if (next === undefined) return false;
    next.call.outcome = typeof answer === 'string' ? answer : 'given';
    next.settle(answer);
    return true;
  }

  history(hash: string) {
    // A guest's history holds that guest's messages only: a deleted guest's late message is not the next guest's.
    return this.wait<readonly HistoryEntry[]>('history', [hash], () => [
      ...this.stored.flatMap((m, i): ChatMessage[] =>
        m.hash !== hash
          ? []
          : [
              {
                _id: `m-${i + 1}`,
                clientId: m.clientId,
                type: m.type,
                message: m.message,
                from: 'guest',
                hash,
              },
            ],
      ),
      ...this.venueReplies,
    ]);
  }

  newOnlineGuest(payload: NewConversationPayload) {
    return this.wait<OnlineGuest>('newOnlineGuest', [payload], () => {
      this.guests += 1;
      return { hash: `guest-${this.guests}`, clientName: payload.clientName };
    });
  }

  sendMessage(message: OutgoingMessage) {
    return this.wait<void>(
      'sendMessage',
      [message],
      () => this.store(message),
      (outcome) => outcome === 'network' && this.store(message),
    );
  }

  rate(hash: string, rate: number) {
    return this.wait<void>('rate', [hash, rate], () => void this.ratings.push(rate));
  }

  private store(message: OutgoingMessage): void {
    if (!this.stored.some((m) => m.clientId === message.clientId)) this.stored.push(message);
  }

  private wait<T>(
    method: ChatMethod,
    args: readonly unknown[],
    value: () => T,
    onFailure?: (outcome: ChatOutcome) => void,
  ): Promise<Result<T, ApiError>> {
    const call: ChatCall = { method, args, outcome: null };
    this.calls.push(call);
    return new Promise((resolve) => {
      this.pending.push({
        call,
        settle: (answer) => {
          if (typeof answer !== 'string') return resolve(answer.result as Result<T, ApiError>);
          if (answer === 'ok') return resolve(ok(value()));
          onFailure?.(answer);
          resolve(err(chatOutcomeError(answer)));
        },
      });
    });
  }
}

export class FakeRealtime implements ChatRealtimePort {
  readonly reports: GuestStatusReport[] = [];
  watched: string | null = null;
  opened: string | null = null;
  closed = false;
  private send: ((event: SocketEvent) => void) | null = null;

  open(venueId: string, send: (event: SocketEvent) => void): RealtimeConnection {
    this.opened = venueId;
    this.send = send;
    return {
      watchGuest: (hash) => void (this.watched = hash),
      unwatchGuest: () => void (this.watched = null),
      close: () => void (this.closed = true),
    };
  }

  toggleGuestStatus(report: GuestStatusReport): void {
    this.reports.push(report);
  }

  /** Pushes an event as the socket would. */
  push(event: SocketEvent): void {
    if (this.send === null) throw new Error('FakeRealtime: not opened');
    this.send(event);
  }
}

/** Digits only, 7 to 15 of them, optionally after a +; international form is + and the digits. */
export const fakePhone: PhonePort = {
  isValid: (raw) => /^\+?\d{7,15}$/.test(raw.replace(/[\s-]/g, '')),
  toInternational: (raw) => {
    const digits = raw.replace(/[\s-]/g, '');
    return /^\+?\d{7,15}$/.test(digits) ? `+${digits.replace(/^\+/, '')}` : null;
  },
};

export { memoryStorage } from '../ports/memory-storage';
