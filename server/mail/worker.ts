/**
 * Sends the outbox, one message at a time, in the background of the server: a booking is answered
 * the moment it is stored, whatever the mail server is doing. A failure waits its turn to be tried
 * again (outbox.ts); nothing here ever throws into the server.
 */
import type { SmtpSettings } from '../../shared/schemas/smtp';
import type { Logger } from '../kernel';
import { explainMailFailure, mailServerWords } from './failure-cause';
import type { OutgoingMail, Outbox, QueuedMail } from './outbox';
import { transportFor } from './transport';

/** How often the outbox is looked at: a queued message leaves within about this long. */
export const MAIL_POLL_MS = 2_000;

export interface MailWorkerDeps {
  outbox: Outbox;
  smtp: () => SmtpSettings | null;
  /** The sender's name: the venue's, as it is when the message leaves. */
  senderName: () => string;
  logger: Logger;
  pollMs?: number;
}

export interface MailWorker {
  stop(): Promise<void>;
}

/** What leaves: a queued row or a message made on the spot (the test e-mail). */
type Deliverable = Pick<OutgoingMail, 'recipient' | 'subject' | 'text' | 'html'> & { calendar?: string | null; replyTo?: string | null };

/** The iTIP method the calendar file names (REQUEST, CANCEL), which its MIME part must repeat. */
const calendarMethod = (file: string) => /^METHOD:(\w+)/m.exec(file)?.[1] ?? 'PUBLISH';

/** One message through the owner's mail server, now; throws what went wrong (failure-cause.ts explains it). */
export async function deliver(settings: SmtpSettings, senderName: string, mail: Deliverable): Promise<void> {
  const transport = transportFor(settings);
  try {
    await transport.sendMail({
      from: { name: senderName, address: settings.from },
      to: mail.recipient,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // As the calendar part mail programs act on (an invitation, its change, its cancellation), and as a file.
      icalEvent: mail.calendar ? { filename: 'reserva.ics', method: calendarMethod(mail.calendar), content: mail.calendar } : undefined,
    });
  } finally {
    transport.close();
  }
}

export function startMailWorker({ outbox, smtp, senderName, logger, pollMs = MAIL_POLL_MS }: MailWorkerDeps): MailWorker {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  async function send(mail: QueuedMail, settings: SmtpSettings): Promise<void> {
    try {
      await deliver(settings, senderName(), mail);
      outbox.markSent(mail.id);
    } catch (error) {
      // The mail log on 'Ajustes' says it in the owner's words; what the mail server said goes only to
      // the server's log, so a changed host cannot be used to read what an internal service answers.
      outbox.markFailed(mail, explainMailFailure(error, settings));
      logger.warn(`No se pudo enviar el correo ${mail.id} (${mail.kind}): ${mailServerWords(error, settings)}`);
    }
  }

  /** Everything due now, oldest first; a message that fails is not tried again in the same round. */
  async function round(): Promise<void> {
    const settings = smtp();
    if (!settings) return;
    const tried = new Set<number>();
    for (let mail = outbox.nextDue(); mail && !stopped && !tried.has(mail.id); mail = outbox.nextDue()) {
      tried.add(mail.id);
      await send(mail, settings);
    }
  }

  // One round at a time: a slow mail server makes the next look wait, never pile up.
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = round()
      .catch((error: unknown) => logger.error('El envío de correos falló', error))
      .finally(() => {
        busy = false;
      });
  }, pollMs);

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
