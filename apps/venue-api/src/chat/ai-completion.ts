// One call to an OpenAI-compatible chat-completions service: POST {baseUrl}/chat/completions with
// `model` and `messages`, bearer key, within a time limit; the answer's body is read up to a size
// limit and decoded. Failures are values, never throws, so the caller can fall back.
import { Schema } from 'effect';
import { decodeWith } from '@venue/core/shared/decode';
import { err, ok, type Result } from '@venue/core/shared/result';
import type { ChatCompletionMessage } from './ai-prompt';

export interface AiSettings {
  /** Without the trailing `/chat/completions`, e.g. `https://api.openai.com/v1`. */
  readonly baseUrl: string;
  readonly model: string;
  readonly apiKey: string;
  readonly timeoutMs: number;
}

export type AiFailure =
  | { readonly kind: 'timeout' }
  | { readonly kind: 'network'; readonly message: string }
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'malformed'; readonly message: string };

/** An answer body larger than this is not a chat answer. */
export const AI_RESPONSE_MAX_BYTES = 256 * 1024;
/** Tokens the answer may use: a few sentences. */
export const AI_MAX_TOKENS = 400;

const CompletionResponse = Schema.Struct({
  choices: Schema.Array(
    Schema.Struct({
      message: Schema.Struct({ content: Schema.NullOr(Schema.String) }),
    }),
  ).check(Schema.isMinLength(1)),
});
const decodeCompletion = decodeWith(CompletionResponse, 'POST chat/completions');

export const completionsUrl = (baseUrl: string): string => `${baseUrl.replace(/\/+$/, '')}/chat/completions`;

async function readBounded(response: Response, maxBytes: number): Promise<string | undefined> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The text of the first choice, or why there is none. */
export async function requestCompletion(
  settings: AiSettings,
  messages: readonly ChatCompletionMessage[],
  fetchFn: typeof fetch = fetch,
): Promise<Result<string, AiFailure>> {
  const signal = AbortSignal.timeout(settings.timeoutMs);
  try {
    const response = await fetchFn(completionsUrl(settings.baseUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ model: settings.model, messages, max_tokens: AI_MAX_TOKENS, temperature: 0.2 }),
      signal,
      redirect: 'error',
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      return err({ kind: 'status', status: response.status });
    }
    const body = await readBounded(response, AI_RESPONSE_MAX_BYTES);
    if (body === undefined) return err({ kind: 'malformed', message: `The answer is larger than ${AI_RESPONSE_MAX_BYTES} bytes.` });
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return err({ kind: 'malformed', message: 'The answer is not JSON.' });
    }
    const decoded = decodeCompletion(json);
    if (!decoded.ok) return err({ kind: 'malformed', message: `${decoded.error.path}: ${decoded.error.message}` });
    const content = decoded.value.choices[0]?.message.content ?? '';
    return content.trim() === '' ? err({ kind: 'malformed', message: 'The answer is empty.' }) : ok(content);
  } catch (error) {
    if (signal.aborted) return err({ kind: 'timeout' });
    return err({ kind: 'network', message: error instanceof Error ? error.message : String(error) });
  }
}
