/** Outgoing mail: the venue's mail server on 'Ajustes', the outbox, and the worker that sends it. */
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import type { VenueSettings } from '../venue';
import { createOutbox, type Outbox } from './outbox';
import { createSmtpSettings, type SmtpSettingsStore } from './smtp-settings';
import { startMailWorker } from './worker';

export type { MailOrigin, OutgoingMail, Outbox } from './outbox';
export type { SmtpSettingsStore } from './smtp-settings';
export { sameSmtpSettings } from './smtp-settings';
export { explainMailFailure, mailServerWords } from './failure-cause';
export { testMail } from './test-mail';
export { deliver } from './worker';

/** How the worker polls, and when it tries a refused message again; tests shorten both. */
export interface MailOptions {
  pollMs?: number;
  retryDelaysMs?: readonly number[];
}

export function mailFeature(options: MailOptions = {}) {
  return ({ db, clock, logger, sealer }: Kernel, { venue }: { venue: VenueSettings }): Feature<{ smtpSettings: SmtpSettingsStore; outbox: Outbox }> => {
    const smtpSettings = createSmtpSettings(db, sealer);
    const outbox = createOutbox(db, clock, smtpSettings, options.retryDelaysMs);
    const worker = startMailWorker({ outbox, smtp: smtpSettings.read, senderName: () => venue.read()?.name ?? '', logger, pollMs: options.pollMs });
    // It finishes the message it is sending before the database closes under it.
    return { name: 'mail', provides: { smtpSettings, outbox }, stop: () => worker.stop() };
  };
}
