// Mail through a real SMTP peer (the smtp-server package), and the outbox used when no SMTP_URL is set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { findMailLink } from '../../tests/fixtures/mailLink';
import { createTestApp, signUp, TEST_INVITES } from '../test/testApp';
import { createMailer, linkMail } from './mail';

const silentLog = { info: () => undefined };

test('a password reset mail reaches a real SMTP server, and its link completes the reset', async () => {
  const received: { to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => { raw += chunk.toString('utf8'); });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Larder <no-reply@larder.test>', outboxDir: '/nonexistent', log: silentLog });
  const t = await createTestApp({}, mailer);
  try {
    const me = await signUp(t, TEST_INVITES[0]!, undefined, { verify: false });
    const forgot = await t.app.inject({ method: 'POST', url: '/api/forgot-email', payload: { email: me.email } });
    expect(forgot.statusCode).toBe(200);
    const mail = received.find((m) => m.to.includes(me.email) && m.raw.includes('Reset your Larder password'));
    expect(mail).toBeDefined();
    const link = new URL(findMailLink(mail!.raw, '/reset-password')!);
    expect(link.origin).toBe('https://larder.test');
    const reset = await t.app.inject({
      method: 'POST', url: '/api/reset-password',
      payload: { email: me.email, password: 'from-smtp-1', password_confirmation: 'from-smtp-1', token: link.searchParams.get('token') },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: me.email, password: 'from-smtp-1' } });
    expect(login.statusCode).toBe(200);
  } finally {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});

test('without SMTP_URL each message is written to the outbox as .eml and its link is logged', async () => {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-outbox-'));
  const logged: object[] = [];
  const mailer = createMailer({ smtpUrl: null, from: 'Larder <no-reply@larder.test>', outboxDir, log: { info: (details) => void logged.push(details) } });
  await mailer.send(linkMail('cook@example.com', 'Confirm', 'Hello <b>there</b>', 'Confirm my email', 'https://larder.test/verify?token=abc.def'));
  const files = fs.readdirSync(outboxDir);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/\.eml$/);
  const raw = fs.readFileSync(path.join(outboxDir, files[0]!), 'utf8');
  expect(findMailLink(raw, '/verify')).toBe('https://larder.test/verify?token=abc.def');
  // the lead text is escaped in the HTML part
  expect(raw).toContain('Hello &lt;b&gt;there&lt;/b&gt;');
  expect(logged).toEqual([expect.objectContaining({ to: 'cook@example.com', link: 'https://larder.test/verify?token=abc.def' })]);
});
