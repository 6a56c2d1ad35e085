// The support chat (spec 7 Chat): POST api/onlineGuest/newOnlineGuest, POST api/onlineGuest/newMessage
// (JSON for text and emoji, multipart for a file or a recording), GET api/onlineGuest/message/{hash}/website
// and the project-defined POST api/onlineGuest/rate. A guest's text gets the bot's reply over the socket
// (chat/receive-guest-message.ts).
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ChatHistoryResponse, ChatMessageResponse, NewOnlineGuestResponse, RatingBody, TextMessageBody, UploadMessageFields } from '@venue/core/chat/chat-api.schema';
import { NewConversationPayload } from '@venue/core/chat/new-conversation.schema';
import { ratingSentence } from '@venue/core/chat/rating';
import { decodeWith } from '@venue/core/shared/decode';
import { isBlank, isValidEmail } from '@venue/core/shared/form-validation';
import { receiveGuestMessage, type Received } from '../chat/receive-guest-message';
import type { ApiContext } from '../http/api-context';
import { apiError, notFound } from '../http/api-error';
import { respond } from '../http/respond';
import { createGuest, findGuest, insertMessage, listMessages, type NewMessage } from '../store/chat.store';
import { MAX_UPLOAD_BYTES, removeChatUploads, saveChatUpload, type SavedUpload } from '../uploads/chat-uploads';

/** 422 naming the field; a body that is not even an object is named `body`. */
const invalid = (c: Context, field: string, message: string) => apiError(c, 422, 'invalid_input', message, { field: field || 'body' });

async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: await c.req.json() };
  } catch {
    return { ok: false };
  }
}

/** Field limits of a new conversation; the spec only asks for a name, a valid e-mail and a phone. */
const limits = { clientName: 200, clientEmail: 254, clientPhoneNumber: 40, userAgent: 500 } as const;

type ParsedMessage = { readonly message: Omit<NewMessage, 'file' | 'audioUrl'>; readonly upload?: { readonly field: 'file' | 'audio'; readonly part: File } };

/** Reads a newMessage request (JSON or multipart) into a message to store, or the 4xx to answer. */
async function readNewMessage(c: Context): Promise<ParsedMessage | Response> {
  const multipart = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
  if (!multipart) {
    const body = await readJson(c);
    if (!body.ok) return apiError(c, 400, 'invalid_json', 'The body must be JSON, or multipart for a file or a recording.');
    const decoded = decodeWith(TextMessageBody, 'newMessage')(body.value);
    if (!decoded.ok) return invalid(c, decoded.error.path, decoded.error.message);
    const { hash, type, message, clientId } = decoded.value;
    if (isBlank(message)) return invalid(c, 'message', 'An empty message is not sent.');
    return { message: { hash, type, message, from: 'guest', clientId } };
  }
  let form: Record<string, string | File>;
  try {
    form = (await c.req.parseBody()) as Record<string, string | File>;
  } catch {
    return apiError(c, 400, 'invalid_multipart', 'The multipart body could not be read.');
  }
  const fields = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const decoded = decodeWith(UploadMessageFields, 'newMessage')(fields);
  if (!decoded.ok) return invalid(c, decoded.error.path, decoded.error.message);
  const { hash, type, message, clientId, duration } = decoded.value;
  const part = form[type];
  if (!(part instanceof File)) return invalid(c, type, `A ${type} message needs its ${type} part.`);
  if (type === 'audio' && duration === undefined) return invalid(c, 'duration', 'A recording needs its duration in seconds.');
  return {
    message: { hash, type, message: message ?? '', from: 'guest', clientId, ...(duration === undefined ? {} : { duration: Number(duration) }) },
    upload: { field: type, part },
  };
}

export function chatRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();

  routes.post('/api/onlineGuest/newOnlineGuest', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return apiError(c, 400, 'invalid_json', 'The body must be JSON.');
    const decoded = decodeWith(NewConversationPayload, 'newOnlineGuest')(body.value);
    if (!decoded.ok) return invalid(c, decoded.error.path, decoded.error.message);
    const payload = decoded.value;
    for (const field of ['clientName', 'clientEmail', 'clientPhoneNumber'] as const) {
      if (isBlank(payload[field])) return invalid(c, field, `${field} is required.`);
    }
    if (!isValidEmail(payload.clientEmail)) return invalid(c, 'clientEmail', 'clientEmail is not a valid e-mail address.');
    for (const [field, max] of Object.entries(limits) as [keyof typeof limits, number][]) {
      if (payload[field].length > max) return invalid(c, field, `${field} is longer than ${max} characters.`);
    }
    const guest = await ctx.db.transaction((tx) =>
      createGuest(
        tx,
        {
          clientName: payload.clientName.trim(),
          clientEmail: payload.clientEmail.trim(),
          clientPhone: payload.clientPhoneNumber.trim(),
          userAgent: payload.userAgent,
          ip: payload.ip,
        },
        ctx.now(),
      ),
    );
    return respond(c, NewOnlineGuestResponse, { data: { onlineGuest: { hash: guest.hash, clientName: guest.clientName, mainPhoto: guest.mainPhoto } } });
  });

  routes.post(
    '/api/onlineGuest/newMessage',
    // The upload limit plus room for the text fields; the file itself is checked again when saved.
    bodyLimit({ maxSize: MAX_UPLOAD_BYTES + 64 * 1024, onError: (c) => apiError(c, 413, 'too_large', 'The file is larger than 10 MB.') }),
    async (c) => {
      const parsed = await readNewMessage(c);
      if (parsed instanceof Response) return parsed;
      const guest = await findGuest(ctx.db, parsed.message.hash);
      if (!guest) return notFound(c, 'A conversation with this hash');

      let saved: SavedUpload | undefined;
      if (parsed.upload) {
        const result = await saveChatUpload(ctx.uploadsDir, new Uint8Array(await parsed.upload.part.arrayBuffer()), parsed.upload.field);
        if ('reason' in result) return invalid(c, parsed.upload.field, result.message);
        saved = result;
      }
      const toStore: NewMessage =
        saved === undefined
          ? parsed.message
          : parsed.message.type === 'audio'
            ? { ...parsed.message, audioUrl: saved.url }
            : { ...parsed.message, file: { url: saved.url, name: parsed.upload?.part.name ?? saved.name, contentType: saved.contentType, size: saved.size } };

      let outcome: Received;
      try {
        outcome = await receiveGuestMessage(ctx, guest, toStore);
      } catch (error) {
        if (saved) await removeChatUploads(ctx.uploadsDir, [saved.url]);
        throw error;
      }
      // A resend of a message already stored keeps the first upload only.
      if (saved && !outcome.created) await removeChatUploads(ctx.uploadsDir, [saved.url]);
      return respond(c, ChatMessageResponse, { data: outcome.stored });
    },
  );

  routes.get('/api/onlineGuest/message/:hash/website', async (c) => {
    const hash = c.req.param('hash');
    if (!(await findGuest(ctx.db, hash))) return notFound(c, 'A conversation with this hash');
    return respond(c, ChatHistoryResponse, { data: await listMessages(ctx.db, hash) });
  });

  routes.post('/api/onlineGuest/rate', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return apiError(c, 400, 'invalid_json', 'The body must be JSON.');
    const decoded = decodeWith(RatingBody, 'rate')(body.value);
    if (!decoded.ok) return invalid(c, decoded.error.path, decoded.error.message);
    const { hash, rate } = decoded.value;
    if (!(await findGuest(ctx.db, hash))) return notFound(c, 'A conversation with this hash');
    const { message } = await ctx.db.transaction((tx) => insertMessage(tx, { hash, type: 'rate', message: ratingSentence(rate), from: 'guest', rate }, ctx.now()));
    return respond(c, ChatMessageResponse, { data: message });
  });

  return routes;
}
