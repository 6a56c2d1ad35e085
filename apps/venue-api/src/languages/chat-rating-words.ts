// The sentence a guest's rating of the chat leaves in the conversation, in the language of the page they rated
// from (docs/architecture.md#languages).
import * as en from '@venue/messages/en/chat';
import * as es from '@venue/messages/es/chat';
import * as fr from '@venue/messages/fr/chat';
import * as he from '@venue/messages/he/chat';
import type { GuestLanguage } from './guest-language';

type RatingWords = { readonly ratedGood: string; readonly ratedBad: string };

const catalogs: Readonly<Record<GuestLanguage, RatingWords>> = { en, fr, es, he };

export const ratingSentence = (verdict: 'good' | 'bad', language: GuestLanguage): string =>
  verdict === 'good' ? catalogs[language].ratedGood : catalogs[language].ratedBad;
