// The reservation's words the backend repeats from the site (change, cancel, until when, too late), by language.
import * as en from '@venue/messages/en/reservations';
import * as es from '@venue/messages/es/reservations';
import * as fr from '@venue/messages/fr/reservations';
import * as he from '@venue/messages/he/reservations';
import { guestLanguage, type GuestLanguage } from './guest-language';
import type { Widened } from './widened';

export type ReservationWords = Widened<typeof en>;

const catalogs: Readonly<Record<GuestLanguage, ReservationWords>> = { en, fr, es, he };

export const reservationWords = (language: string): ReservationWords => catalogs[guestLanguage(language)];
