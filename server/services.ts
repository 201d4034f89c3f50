/**
 * The composition root: every store and service of the server, built once per app from its
 * dependencies and handed to the routers. No router builds its own.
 */
import { createBookingsCsv } from './reports/bookings-csv';
import { createReports } from './reports/figures';
import { createReachabilityCheck } from './tunnel/reachability';
import { createStaffPassword } from './auth/admin-password';
import { createSessionStore } from './auth/sessions';
import { createBackups } from './backup/backups';
import { createOffsiteCopy } from './backup/offsite-copy';
import { createOffsiteSettings } from './backup/offsite-settings';
import type { AppConfig, Clock, Logger } from './kernel';
import type { Db } from './db/open';
import type { EventBus } from './kernel/event-bus';
import { createFairUseCounter } from './fair-use/counter';
import { LIVE_BOOKINGS_PER_CONTACT_AND_DAY } from './fair-use/limits';
import { hostOf } from './http/known-hosts';
import { createBookingMail } from './mail/booking-mail';
import { createOutbox } from './mail/outbox';
import { createRequestMail } from './mail/request-mail';
import { createSmtpSettings } from './mail/smtp-settings';
import { createMenuAdminReads } from './menu/admin-reads';
import { createMenuAdminStore } from './menu/admin-store';
import { createLikes } from './menu/likes';
import { createPublicMenuReads } from './menu/public-reads';
import { createLanAccess } from './network/lan';
import { createOutageRecorder } from './outages/recorder';
import { createOutageStore } from './outages/store';
import { renderWebp } from './objects/images';
import { loadSigningSecret, SIGNING_SECRETS } from './secrets/signing-secret';
import { createObjectStorage } from './objects/storage';
import { createVariantCache } from './objects/variant-cache';
import { createVariantMaker } from './objects/variants';
import { createGuestBook } from './guests/book';
import { createGuestProfiles } from './guests/profiles';
import { createGuestData } from './privacy/guests';
import { createRetention } from './privacy/retention';
import { createPrivacySettings } from './privacy/settings';
import { createReminders } from './reminders/reminders';
import { createReminderSettings } from './reminders/settings';
import { createAttemptStore } from './reservations/attempts';
import { createBookingService } from './reservations/booking';
import { createBookingLinks } from './reservations/booking-links';
import { createOccupancy } from './reservations/occupancy';
import { createReservationRepository } from './reservations/repository';
import { createSlotLimits } from './reservations/slot-limits';
import { madridHolidays } from './calendar/holidays';
import { createCalendarStore } from './calendar/store';
import type { Sealer } from './kernel/sealer';
import { createVenueSettings } from './settings/venue';
import { createTablePlacement } from './tables/placement';
import { CHANGES_AVAILABILITY, createRangeAnswers } from './tables/range-answers';
import { createTableRepository } from './tables/repository';
import type { TunnelConnector } from './tunnel/connector';
import { createTunnelKeeper } from './tunnel/keeper';
import { createTunnelSettings, type TunnelEnvironment } from './tunnel/settings';

export interface ServiceDeps {
  db: Db;
  clock: Clock;
  config: AppConfig;
  logger: Logger;
  /** When the mail worker tries a refused message again; tests shorten them. */
  mailRetryDelaysMs?: readonly number[];
  tunnel: TunnelOptions;
  /** Seals the secrets the settings hold, with the key kept outside the database. */
  sealer: Sealer;
}

export interface TunnelOptions {
  /** NGROK_AUTHTOKEN and NGROK_DOMAIN. */
  environment: TunnelEnvironment;
  /** ngrok itself, or a fake in tests (its service cannot be reached from the development machines). */
  connector: TunnelConnector;
  retryDelaysMs?: readonly number[];
}

/** `events` is where every write staff should see is announced (server/events/bus.ts). */
export function createServices({ db, clock, config, logger, mailRetryDelaysMs, tunnel: tunnelOptions, sealer }: ServiceDeps, events: EventBus) {
  const occupancy = createOccupancy(db);
  const calendar = createCalendarStore(db, madridHolidays());
  const slotLimits = createSlotLimits(db, clock, calendar);
  const tables = createTableRepository(db, clock);
  const reservations = createReservationRepository(db, clock);
  const objectStorage = createObjectStorage(config.dataDir);
  const venue = createVenueSettings(db);
  const smtpSettings = createSmtpSettings(db, sealer);
  const outbox = createOutbox(db, clock, smtpSettings, mailRetryDelaysMs);
  const tunnelSettings = createTunnelSettings(db, tunnelOptions.environment, sealer);
  const outages = createOutageStore(db);
  const outageRecorder = createOutageRecorder({ store: outages, clock, events, logger });
  const tunnel = createTunnelKeeper({
    connector: tunnelOptions.connector,
    settings: tunnelSettings.read,
    onChange: (status) => {
      outageRecorder.tunnelChanged(status);
      events.publish({ kind: 'tunnel-changed', id: status.state });
    },
    logger,
    retryDelaysMs: tunnelOptions.retryDelaysMs,
  });
  const lan = createLanAccess(db, logger);
  /** 'Copia fuera del local': every backup also written, encrypted, to the owner's folder. */
  const offsiteCopy = createOffsiteCopy({ settings: createOffsiteSettings(db, sealer), dataDir: config.dataDir, clock, logger, events });
  const privacySettings = createPrivacySettings(db);
  const reminderSettings = createReminderSettings(db);
  /** The address the venue is known by on the internet: PUBLIC_URL, else the tunnel's, else none yet. */
  const publicAddress = (): string | null => config.publicUrl ?? tunnel.url();
  const reachability = createReachabilityCheck({ db, clock, publicAddress });
  const guestBook = createGuestBook(db, clock);
  const publicMenu = createPublicMenuReads(db);
  const rangeAnswers = createRangeAnswers(occupancy);
  // Kept answers go stale with the changes they depend on, announced once each change commits.
  events.subscribe((event) => {
    if (event.kind === 'menu-changed') publicMenu.forget();
    if (CHANGES_AVAILABILITY.has(event.kind)) rangeAnswers.forget();
  }, () => undefined);
  // Bookings and requests stored before the guest book (or while it was off) are linked on start, and older names folded for search.
  guestBook.linkUnlinked();
  guestBook.foldNames();
  const bookingLinks = createBookingLinks(loadSigningSecret(db, sealer, SIGNING_SECRETS.bookingLinks));
  const bookingMail = createBookingMail(outbox, venue, clock, bookingLinks, publicAddress);
  const bookings = createBookingService({
    db,
    clock,
    occupancy,
    slotLimits,
    reservations,
    tables,
    bookingsPerContactAndDay: config.rateLimits ? LIVE_BOOKINGS_PER_CONTACT_AND_DAY : null,
    mail: bookingMail,
    guests: guestBook,
  });
  let signingSecret: string | null = null;

  return {
    sessions: createSessionStore(db, clock),
    staffPassword: createStaffPassword(db),
    occupancy,
    rangeAnswers,
    slotLimits,
    calendar,
    tables,
    reservations,
    attempts: createAttemptStore(db, clock, createRequestMail(outbox, venue), guestBook),
    bookings,
    bookingMail,
    /** The references and signed tokens that stand for a booking in links and calendar files. */
    bookingLinks,
    guestBook,
    guestProfiles: createGuestProfiles(db, clock),
    reports: createReports(db, outages.downtime),
    bookingsCsv: createBookingsCsv(db),
    reminderSettings,
    reminders: createReminders({
      db,
      clock,
      settings: reminderSettings,
      links: bookingLinks,
      outbox,
      smtp: smtpSettings,
      venue,
      repository: reservations,
      bookings,
      publicAddress,
    }),
    placement: createTablePlacement(tables, occupancy, clock),
    publicMenu,
    menuAdminReads: createMenuAdminReads(db),
    menuAdmin: createMenuAdminStore(db, clock),
    likes: createLikes(db, clock, publicMenu.forget),
    /** The public forms' limits per client; null with RATE_LIMITS=off. */
    fairUse: config.rateLimits ? createFairUseCounter(db, clock) : null,
    venue,
    privacySettings,
    retention: createRetention(db, clock, privacySettings),
    guests: createGuestData(db, clock),
    smtpSettings,
    outbox,
    tunnelSettings,
    tunnel,
    outages,
    /** Started and stopped with the server's heartbeat (server/outages/heartbeat.ts). */
    outageRecorder,
    lan,
    offsiteCopy,
    backups: createBackups(db, { dataDir: config.dataDir, clock, offsite: offsiteCopy.send }),
    /** A name this server answers to beside this computer's own (server/http/known-hosts.ts); the cheap checks first. */
    isKnownHost: (host: string): boolean =>
      host === config.bindHost ||
      host === hostOf(config.publicUrl) ||
      host === hostOf(tunnel.url()) ||
      lan.hosts().includes(host) ||
      host === hostOf(tunnelSettings.domain()),
    publicAddress,
    reachability,
    events,
    objectStorage,
    imageVariants: createVariantCache(objectStorage, createVariantMaker(objectStorage, renderWebp)),
    /** Read from the database on first use, then kept. */
    uploadSigningSecret: () => (signingSecret ??= loadSigningSecret(db, sealer, SIGNING_SECRETS.upload)),
  };
}

export type Services = ReturnType<typeof createServices>;
