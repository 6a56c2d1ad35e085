// The support chat (docs/product.md#support-chat): POST api/onlineGuest/newOnlineGuest, POST api/onlineGuest/newMessage
// (JSON for text and emoji, multipart for a file or a recording), GET api/onlineGuest/message/{hash}/website
// and the project-defined POST api/onlineGuest/rate. A guest's text gets the bot's reply over the socket
// (chat/receive-guest-message.ts).
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  ChatHistoryResponse,
  ChatMessageResponse,
  NewOnlineGuestResponse,
  RatingBody,
  TextMessageBody,
  UploadMessageFields,
} from '@venue/core/chat/chat-api.schema';
import { NewConversationPayload } from '@venue/core/chat/new-conversation.schema';
import { ratingVerdict } from '@venue/core/chat/rating';
import { isBlank, isValidEmail } from '@venue/core/shared/form-validation';
import { err, ok, type Result } from '@venue/core/shared/result';
import { ratingSentence } from '../languages/chat-rating-words';
import { requestLanguage } from '../languages/request-language';
import { receiveGuestMessage, UploadQuotaFull, type Received } from '../chat/receive-guest-message';
import type { ApiContext } from '../http/api-context';
import { decodeInput, readInput, readMultipart } from '../http/read-input';
import { answerRefusal, invalidInput, notFound, refusal, type Refusal } from '../http/refusal';
import { respond } from '../http/respond';
import { countUploads, createGuest, findGuest, insertMessage, listMessages, type NewMessage } from '../store/chat.store';
import { MAX_UPLOADS_PER_CONVERSATION, removeChatUploads, saveChatUpload, type SavedUpload } from '../uploads/chat-uploads';

/** Field limits of a new conversation; the product brief only asked for a name, a valid e-mail and a phone. */
const limits = { clientName: 200, clientEmail: 254, clientPhoneNumber: 40, userAgent: 500 } as const;

type ParsedMessage = {
  readonly message: Omit<NewMessage, 'file' | 'audioUrl'>;
  readonly upload?: { readonly field: 'file' | 'audio'; readonly part: File };
};

/** Reads a newMessage request (JSON for text, multipart for a file or a recording) into a message to store. */
async function readNewMessage(c: Context): Promise<Result<ParsedMessage, Refusal>> {
  const multipart = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
  if (!multipart) {
    const input = await readInput(c, TextMessageBody);
    if (!input.ok) return input;
    const { hash, type, message, clientId } = input.value.payload;
    if (isBlank(message)) return err(invalidInput('message', 'An empty message is not sent.'));
    return ok({ message: { hash, type, message, from: 'guest', clientId } });
  }
  const form = await readMultipart(c);
  if (!form.ok) return form;
  const fields = Object.fromEntries(Object.entries(form.value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const decoded = decodeInput(c, UploadMessageFields, fields);
  if (!decoded.ok) return decoded;
  const { hash, type, message, clientId, duration } = decoded.value;
  const part = form.value[type];
  if (!(part instanceof File)) return err(invalidInput(type, `A ${type} message needs its ${type} part.`));
  if (type === 'audio' && duration === undefined) return err(invalidInput('duration', 'A recording needs its duration in seconds.'));
  return ok({
    message: {
      hash,
      type,
      message: message ?? '',
      from: 'guest',
      clientId,
      ...(duration === undefined ? {} : { duration: Number(duration) }),
    },
    upload: { field: type, part },
  });
}

export function chatRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();

  routes.post('/api/onlineGuest/newOnlineGuest', async (c) => {
    const input = await readInput(c, NewConversationPayload);
    if (!input.ok) return answerRefusal(c, input.error);
    const payload = input.value.payload;
    for (const field of ['clientName', 'clientEmail', 'clientPhoneNumber'] as const) {
      if (isBlank(payload[field])) return answerRefusal(c, invalidInput(field, `${field} is required.`));
    }
    if (!isValidEmail(payload.clientEmail))
      return answerRefusal(c, invalidInput('clientEmail', 'clientEmail is not a valid e-mail address.'));
    for (const [field, max] of Object.entries(limits) as [keyof typeof limits, number][]) {
      if (payload[field].length > max) return answerRefusal(c, invalidInput(field, `${field} is longer than ${max} characters.`));
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
    return respond(c, NewOnlineGuestResponse, {
      data: { onlineGuest: { hash: guest.hash, clientName: guest.clientName, mainPhoto: guest.mainPhoto } },
    });
  });

  routes.post('/api/onlineGuest/newMessage', async (c) => {
    const read = await readNewMessage(c);
    if (!read.ok) return answerRefusal(c, read.error);
    const parsed = read.value;
    const guest = await findGuest(ctx.db, parsed.message.hash);
    if (!guest) return answerRefusal(c, notFound('A conversation with this hash', { field: 'hash' }));

    let saved: SavedUpload | undefined;
    const quotaFull = () =>
      answerRefusal(
        c,
        refusal(
          413,
          'too_large',
          `This conversation already holds ${MAX_UPLOADS_PER_CONVERSATION} files and voice notes, as many as it may.`,
          { field: parsed.upload?.field ?? 'file' },
        ),
      );
    // Checked first so a full conversation writes no file, and again when the message is stored (receive-guest-message.ts).
    if (parsed.upload && (await countUploads(ctx.db, guest.hash)) >= MAX_UPLOADS_PER_CONVERSATION) return quotaFull();
    if (parsed.upload) {
      const result = await saveChatUpload(ctx.uploadsDir, new Uint8Array(await parsed.upload.part.arrayBuffer()), parsed.upload.field);
      if ('reason' in result) return answerRefusal(c, invalidInput(parsed.upload.field, result.message));
      saved = result;
    }
    const toStore: NewMessage =
      saved === undefined
        ? parsed.message
        : parsed.message.type === 'audio'
          ? { ...parsed.message, audioUrl: saved.url }
          : {
              ...parsed.message,
              file: { url: saved.url, name: parsed.upload?.part.name ?? saved.name, contentType: saved.contentType, size: saved.size },
            };

    let outcome: Received;
    try {
      outcome = await receiveGuestMessage(ctx, guest, toStore);
    } catch (error) {
      if (saved) await removeChatUploads(ctx.uploadsDir, [saved.url]);
      if (error instanceof UploadQuotaFull) return quotaFull();
      throw error;
    }
    // A resend of a message already stored keeps the first upload only.
    if (saved && !outcome.created) await removeChatUploads(ctx.uploadsDir, [saved.url]);
    return respond(c, ChatMessageResponse, { data: outcome.stored });
  });

  routes.get('/api/onlineGuest/message/:hash/website', async (c) => {
    const hash = c.req.param('hash');
    if (!(await findGuest(ctx.db, hash))) return answerRefusal(c, notFound('A conversation with this hash'));
    return respond(c, ChatHistoryResponse, { data: await listMessages(ctx.db, hash) });
  });

  routes.post('/api/onlineGuest/rate', async (c) => {
    const input = await readInput(c, RatingBody);
    if (!input.ok) return answerRefusal(c, input.error);
    const { hash, rate } = input.value.payload;
    if (!(await findGuest(ctx.db, hash))) return answerRefusal(c, notFound('A conversation with this hash', { field: 'hash' }));
    const sentence = ratingSentence(ratingVerdict(rate), await requestLanguage(c, ctx.db));
    const { message } = await ctx.db.transaction((tx) =>
      insertMessage(tx, { hash, type: 'rate', message: sentence, from: 'guest', rate }, ctx.now()),
    );
    return respond(c, ChatMessageResponse, { data: message });
  });

  return routes;
}
