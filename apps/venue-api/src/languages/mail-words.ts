// The guest mails' words in each language the backend writes (docs/architecture.md#languages): the backend serves
// every language at once, so it imports each catalog by name and picks by the record's language.
import * as en from '@venue/messages/en/mail';
import * as es from '@venue/messages/es/mail';
import * as fr from '@venue/messages/fr/mail';
import * as he from '@venue/messages/he/mail';
import { guestLanguage, type GuestLanguage } from './guest-language';
import type { Widened } from './widened';

export type MailWords = Widened<typeof en>;

const catalogs: Readonly<Record<GuestLanguage, MailWords>> = { en, fr, es, he };

export const mailWords = (language: string): MailWords => catalogs[guestLanguage(language)];
