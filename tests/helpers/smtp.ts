/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) for the mail tests: it receives
 * what the venue's server sends, can refuse the next messages, and can be stopped and started.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  port: number;
  received: ParsedMail[];
  /** The next `count` messages are answered 451 (try again later), as a busy server would. */
  refuseNext(count: number): void;
  /** Waits until `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Servidor ocupado, inténtelo más tarde'), { responseCode: 451 })));
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
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
