// A file's size in the guest's language (core's fileSize gives the unit and the amount): "2.0 kB", "2,0 ko".
import { fileSize } from '@venue/core/chat/chat-attachment';
import * as m from '~messages/chat';
import { LANGUAGE } from '~messages/language';

// The chat loads in the browser only, after the page is drawn: Intl's number data costs no hydration here.
const oneDecimal = new Intl.NumberFormat(LANGUAGE, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
const whole = new Intl.NumberFormat(LANGUAGE, { maximumFractionDigits: 0, useGrouping: false });

export function fileSizeText(bytes: number): string {
  const { unit, amount } = fileSize(bytes);
  switch (unit) {
    case 'B':
      return m.sizeInBytes(whole.format(amount));
    case 'kB':
      return m.sizeInKilobytes(oneDecimal.format(amount));
    case 'MB':
      return m.sizeInMegabytes(oneDecimal.format(amount));
  }
}
