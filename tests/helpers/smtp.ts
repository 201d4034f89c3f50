/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) for the mail tests: it receives
 * what the venue's server sends, records every sign-in it is offered, can refuse the next messages,
 * and can be stopped and started.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { TestServer } from './server';

export interface TestSmtp {
  port: number;
  received: ParsedMail[];
  /** Every user and password a client signed in with, accepted or not. */
  signIns: { user: string; password: string }[];
  /** The next `count` messages are answered 451 (try again later), as a busy server would. */
  refuseNext(count: number): void;
  /** Waits until `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  /** Sign-in required, and only this user and password accepted (others get 535, as Gmail answers). */
  login?: { user: string; password: string };
  /** TLS from the first byte (port 465's way), with smtp-server's own self-signed certificate. */
  tls?: boolean;
  /** The words it refuses a sign-in or a message with, after the SMTP code. */
  refusal?: string;
  /** Every recipient refused, the address repeated in the answer as real servers do ('550 5.1.1 <…>'). */
  refuseRecipients?: boolean;
}

export async function startTestSmtp(options: TestSmtpOptions = {}): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const signIns: TestSmtp['signIns'] = [];
  let refusals = 0;
  const { login } = options;
  const refused = (fallback: string, responseCode: number) => Object.assign(new Error(options.refusal ?? fallback), { responseCode });
  const server = new SMTPServer({
    authOptional: !login,
    secure: options.tls === true,
    disabledCommands: options.tls ? [] : login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      signIns.push({ user: auth.username ?? '', password: auth.password ?? '' });
      if (login && auth.username === login.user && auth.password === login.password) callback(null, { user: auth.username });
      else callback(refused('5.7.8 Username and Password not accepted', 535));
    },
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuseRecipients) callback(refused(`5.1.1 <${address.address}>: Recipient address rejected`, 550));
      else callback();
    },
    onData(stream, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () => callback(refused('Servidor ocupado, inténtelo más tarde', 451)));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A client that gives up mid-handshake (a certificate it refuses, TLS spoken to a plain port) is what
  // the failure tests do on purpose: the server's complaint about it is expected, not a test error.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    signIns,
    refuseNext(count) {
      refusals = count;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} de ${count} correos recibidos a tiempo`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Points the venue's server at the test SMTP server, as the owner does on 'Ajustes' (no sign-in, no TLS). */
export async function pointAtTestSmtp(server: Pick<TestServer, 'request'>, token: string, smtp: Pick<TestSmtp, 'port'>): Promise<void> {
  const saved = await server.request('/api/admin/settings/smtp', {
    method: 'PUT',
    token,
    body: { host: '127.0.0.1', port: smtp.port, security: 'none', user: '', from: 'reservas@valhalla-alpedrete.es' },
  });
  if (saved.status !== 200) throw new Error(`SMTP settings not saved: ${saved.status} ${JSON.stringify(saved.body)}`);
}
