// How an order flow treats each expected failure of a call.
import type { ApiError } from '../shared/api-error';

/**
 * temporary: no answer, a server error, a timeout or throttling; sending the same request again may work.
 * rejected: the venue said no (4xx); its message is shown and the guest changes what they entered.
 * unreadable: the answer did not decode; a contract bug, reported, and repeating the call will not fix it.
 */
export type FailureKind = 'temporary' | 'rejected' | 'unreadable';

export function failureKind(error: ApiError): FailureKind {
  switch (error._tag) {
    case 'NetworkError':
      return 'temporary';
    case 'DecodeError':
      return 'unreadable';
    case 'HttpError':
      return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429 ? 'rejected' : 'temporary';
  }
}
