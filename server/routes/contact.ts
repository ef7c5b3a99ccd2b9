// POST /contact (ours): SPEC §2's contact page only sets a loading flag; here the contact, contact-beta and
// bug report forms mail the operator (CONTACT_EMAIL) with the sender as reply-to.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactResponse } from '../../contract/api';
import { MESSAGES } from '../../contract/rules';
import { contactSchema } from '../../contract/schemas';
import { escapeHtml, type MailMessage } from '../services/mail';
import type { AppDeps } from './deps';

const SUBJECTS = { contact: 'Larder contact message', bug: 'Larder bug report' } as const;

export function contactMail(to: string, body: { name: string; email: string; message: string; kind: keyof typeof SUBJECTS }): MailMessage {
  // the name is the sender's own text: it goes in the body, never in a header
  const lead = `${body.kind === 'bug' ? 'Bug report' : 'Message'} from ${body.name} <${body.email}>`;
  return {
    to,
    replyTo: body.email,
    subject: SUBJECTS[body.kind],
    text: `${lead}\n\n${body.message}\n`,
    html: `<p>${escapeHtml(lead)}</p><p style="white-space: pre-wrap">${escapeHtml(body.message)}</p>`,
  };
}

const contactRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { config, mailer } = deps;
  app.post('/contact', {
    schema: { body: contactSchema },
    // per client address: the form is public, so this is what stops it being used to flood the operator
    config: { rateLimit: { max: config.contactRateLimit.max, timeWindow: config.contactRateLimit.timeWindowMs, keyGenerator: (r) => `contact|${r.ip}` } },
  }, async (request): Promise<ContactResponse> => {
    await mailer.send(contactMail(config.contactEmail, request.body));
    return { message: MESSAGES.contactSent };
  });
};

export default contactRoutes;
