// Outgoing mail through nodemailer: an SMTP server when SMTP_URL is set, otherwise .eml files in
// DATA_DIR/outbox with the link logged, so a local user can still reset a password.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the one link the message is about, logged when mail goes to the outbox */
  link?: string;
  /** where a reply goes: the sender of a contact message */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailLog {
  info(details: object, message: string): void;
}

export function createMailer(opts: { smtpUrl: string | null; from: string; outboxDir: string; log: MailLog }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send({ to, subject, text, html, replyTo }) {
        await transport.sendMail({ from: opts.from, to, subject, text, html, replyTo });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ to, subject, text, html, link, replyTo }) {
      const info = await transport.sendMail({ from: opts.from, to, subject, text, html, replyTo });
      fs.mkdirSync(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${Date.now()}-${randomBytes(3).toString('hex')}.eml`);
      fs.writeFileSync(file, info.message as Buffer);
      opts.log.info({ to, subject, link, file }, 'mail written to the outbox');
    },
  };
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const IGNORE_IF_NOT_ASKED = 'If you did not ask for this, you can ignore this e-mail.';

/** A plain message with one call to action, and what to do if it was not asked for; every dynamic part is escaped. */
export function linkMail(to: string, subject: string, lead: string, action: string, link: string, closing = IGNORE_IF_NOT_ASKED): MailMessage {
  return {
    to,
    subject,
    link,
    text: `${lead}\n\n${action}: ${link}\n\n${closing}\n\nLarder`,
    html: `<p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
      `<p>${escapeHtml(closing)}</p><p>Larder</p>`,
  };
}
