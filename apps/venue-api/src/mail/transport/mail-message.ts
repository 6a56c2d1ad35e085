// A rendered mail as nodemailer's message options: the same MIME message whether an SMTP server gets it or a
// file keeps it. The Message-ID is the outbox row's, so every attempt is one message to a receiving server.
import type { SendMailOptions } from 'nodemailer';
import type { OutgoingMail } from './mail-transport';

export function mailMessage(from: string, { to, messageId, mail }: OutgoingMail): SendMailOptions {
  return {
    from,
    to,
    messageId,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: { ...mail.headers },
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: Buffer.from(attachment.content),
      ...(attachment.cid === undefined ? {} : { cid: attachment.cid, contentDisposition: 'inline' as const }),
    })),
  };
}
