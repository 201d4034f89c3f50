/**
 * What the API answers, entity by entity: the data transfer objects. The server builds each from its
 * rows with one mapper (server/http/dto.ts); these, never the rows, are what browsers receive.
 */
import { z } from 'zod';
import { SERVICE_NAMES } from '../calendar';
import { ALLERGENS } from '../allergens';
import { BOOKING_SOURCES } from '../booking-source';
import { OUTAGE_KINDS } from '../outages';
import { REMINDER_CHANNELS } from '../schemas/reminders';
import { RESERVATION_STATUSES } from '../reservation-status';
import { venueDetailsSchema } from '../schemas/venue';

const text = z.string();
const maybeText = z.string().nullable();
const int = z.number().int();

export const reservationDto = z.object({
  id: text,
  customerName: text,
  customerEmail: text,
  customerPhone: text,
  date: text,
  /** The calendar day the booking ends on, when past midnight. */
  endDate: maybeText,
  startTime: text,
  endTime: text,
  /** Equal to startTime (the specification's field). */
  time: text,
  /** The half-hour slots the booking covers, as a JSON list: the cancel dialog counts them. */
  times: maybeText,
  tableId: int.nullable(),
  tableNumber: int.nullable(),
  tableName: maybeText,
  tableSection: maybeText,
  /** Every table the party holds, the first being tableId's: two or more when tables are joined ('Mesas 3 + 4'). */
  tables: z.array(z.object({ id: int, name: text, tableNumber: int })),
  /** The combination the party sits at, when it is one. */
  combinationId: int.nullable(),
  preferredSection: text,
  partySize: int,
  specialRequests: maybeText,
  status: z.enum(RESERVATION_STATUSES),
  hasArrived: z.boolean(),
  hasLeft: z.boolean(),
  confirmationNumber: text,
  /** Made from the dashboard. */
  isAdminAction: z.boolean(),
  /** Online, staff, walk-in or request; null for staff bookings made before sources were recorded. */
  source: z.enum(BOOKING_SOURCES).nullable(),
  /** When the party was reminded, and how; when the diner confirmed from the reminder. */
  remindedAt: maybeText,
  reminderChannel: z.enum(REMINDER_CHANNELS).nullable(),
  dinerConfirmedAt: maybeText,
  /** What the diner declared for the table from the confirmation or the reminder ('¿Alguien de la mesa tiene alergias o intolerancias?'), and when; null when they never answered. */
  dinerAllergies: z.array(z.enum(ALLERGENS)),
  dinerAllergyNotes: maybeText,
  dinerAllergiesAt: maybeText,
  /** The deadline a big or far-ahead booking was asked to reconfirm by, when asked; when the second reminder went; when it was cancelled for not reconfirming. */
  reconfirmBy: maybeText,
  nudgedAt: maybeText,
  releasedAt: maybeText,
  /** Staff unticked 'Encuesta': no message the morning after. */
  surveyOptOut: z.boolean(),
  createdAt: text,
  /** When the name, contact and requests were removed (retention or erasure). */
  anonymisedAt: maybeText,
});

/**
 * The booking as a signed link's page shows it to the diner (the allergies page, a reminder): what
 * they booked and whether it stands; each page adds what it is about.
 */
export const LINKED_BOOKING_FIELDS = {
  confirmationNumber: true,
  customerName: true,
  date: true,
  startTime: true,
  endTime: true,
  preferredSection: true,
  partySize: true,
  status: true,
} as const;

/** What the day's rows show of a guest: the badges and what staff wrote. */
export const guestSummaryDto = z.object({
  id: int,
  /** Bookings the guest arrived at. */
  visits: int,
  noShows: int,
  /** No-shows in the last twelve months: two or more mark the guest on the day's rows. */
  recentNoShows: int,
  cancellations: int,
  tags: z.array(text),
  allergies: z.array(z.enum(ALLERGENS)),
  allergyNotes: maybeText,
  notes: maybeText,
});

/** What a party must avoid: the allergens of its guest card and its own declaration, and the visible dishes carrying any of them, in the menu's order (shared/allergy-alert.ts). */
export const allergyAlertDto = z.object({
  allergens: z.array(z.enum(ALLERGENS)),
  dishes: z.array(z.object({ id: int, name: text, category: text, allergens: z.array(z.enum(ALLERGENS)) })),
});

/** A booking of the day's list, with its guest (null for a booking without the diner's contact) and what it must avoid (null when nobody named an allergen). */
export const dayReservationDto = reservationDto.extend({ guest: guestSummaryDto.nullable(), allergyAlert: allergyAlertDto.nullable() });

/** A guest as 'Clientes' lists them. */
export const guestListItemDto = z.object({ id: int, name: text, phone: maybeText, email: maybeText, visits: int, noShows: int, lastVisit: maybeText, tags: z.array(text) });

/** A guest's profile: what the bookings say, what staff wrote, and the bookings themselves, newest first. */
export const guestProfileDto = guestSummaryDto.extend({
  name: text,
  phone: maybeText,
  email: maybeText,
  firstVisit: maybeText,
  lastVisit: maybeText,
  usualPartySize: int.nullable(),
  bookings: z.array(
    reservationDto.pick({
      id: true,
      confirmationNumber: true,
      date: true,
      startTime: true,
      endTime: true,
      partySize: true,
      preferredSection: true,
      tableName: true,
      status: true,
      hasArrived: true,
      source: true,
      specialRequests: true,
    }),
  ),
});

export const diningTableDto = z.object({
  id: int,
  name: text,
  tableNumber: int,
  minCapacity: int,
  maxCapacity: int,
  section: text,
  positionX: int,
  positionY: int,
  isAvailable: z.boolean(),
});

/** Tables of one zone joined for bigger parties ('Mesa 3 + 4'), with their own party range. */
export const tableCombinationDto = z.object({
  id: int,
  name: text,
  section: text,
  tableIds: z.array(int),
  minCapacity: int,
  maxCapacity: int,
  online: z.boolean(),
});
export type TableCombinationDto = z.infer<typeof tableCombinationDto>;

export const reservationAttemptDto = z.object({
  id: int,
  customerName: text,
  customerEmail: text,
  customerPhone: text,
  date: text,
  startTime: text,
  endTime: text,
  partySize: int,
  preferredSection: text,
  specialRequests: maybeText,
  createdAt: text,
  /** When staff turned it down ('Rechazar'); the day's list shows only open requests. */
  declinedAt: maybeText,
});

export const tableDetailDto = z.object({
  id: int,
  tableNumber: int,
  name: text,
  /** 'min-max', e.g. '2-4'. */
  capacity: text,
  section: text,
});

export const rangeAvailabilityDto = z.object({
  availableTables: z.array(int),
  tableDetails: z.array(tableDetailDto),
  totalTables: int,
  /** The combinations free for the whole range that seat the party (for diners, those bookable online), the smallest first. */
  combinations: z.array(
    z.object({
      id: int,
      name: text,
      /** 'min-max', e.g. '7-10'. */
      capacity: text,
      section: text,
      tables: z.array(z.object({ id: int, name: text, tableNumber: int })),
    }),
  ),
  /**
   * Where a diner's range has no table: the nearest starts (up to two hours either side) with one in
   * the zone asked, then the other zones with one at the time asked. Empty otherwise, and for staff.
   */
  alternatives: z.array(z.object({ startTime: text, preferredSection: text })),
});

export const eveningAvailabilityDto = z.object({
  date: text,
  times: z.array(text),
  sections: z.array(
    z.object({
      section: text,
      totalTables: int,
      /** Start time → numbers of the tables free for the half hour starting then. */
      freeTables: z.record(z.string(), z.array(int)),
    }),
  ),
});

export const timeSlotDto = z.object({
  id: int,
  date: text,
  time: text,
  available: z.boolean(),
  maxCapacity: int,
  currentBookings: int,
});

export const dayOverviewDto = z.object({
  date: text,
  reservations: z.object({ total: int, covers: int, pending: int, arrived: int, departed: int, noShows: int }),
  tables: z.object({ total: int, inService: int, occupiedNow: int }),
  nextArrivals: z.array(reservationDto),
  reservationAttempts: z.array(reservationAttemptDto),
  timeSlots: z.array(timeSlotDto),
  publicUrl: maybeText,
});

export const menuSectionDto = z.object({
  id: int,
  name: text,
  description: maybeText,
  imageUrl: maybeText,
  displayOrder: int,
  isVisible: z.boolean(),
});

export const menuCategoryDto = z.object({
  id: int,
  name: text,
  description: maybeText,
  imageUrl: maybeText,
  menuSectionId: int.nullable(),
  displayOrder: int,
  isVisible: z.boolean(),
});

export const menuSubcategoryDto = z.object({
  id: int,
  name: text,
  description: maybeText,
  categoryId: int,
  displayOrder: int,
  isVisible: z.boolean(),
});

export const menuProductDto = z.object({
  id: int,
  name: text,
  description: maybeText,
  /** Euros with two decimals, like a SQL decimal(10,2): '12.50'; null shows as N/A. */
  price: maybeText,
  imageUrl: maybeText,
  categoryId: int,
  subcategoryId: int.nullable(),
  isAvailable: z.boolean(),
  isVisible: z.boolean(),
  displayOrder: int,
  tags: z.array(text),
  allergens: z.array(text),
  likesCount: int,
  /** Whether the visitor asking (their like cookie) has liked it. */
  userHasLiked: z.boolean(),
});

export const categoryCompleteDto = z.object({
  category: menuCategoryDto,
  products: z.array(menuProductDto),
  subcategories: z.array(menuSubcategoryDto),
});

export const menuSearchAnswerDto = z.object({
  /** The best matches first, at most a page of them, each with the category a diner finds it in. */
  results: z.array(menuProductDto.extend({ categoryName: text })),
  /** How many dishes matched in all. */
  total: int,
});

export const likeAnswerDto = z.object({ likesCount: int, userHasLiked: z.boolean() });

export const dashboardCategoriesOnlyDto = z.object({
  categories: z.array(menuCategoryDto),
  sections: z.array(menuSectionDto),
  subcategories: z.array(menuSubcategoryDto),
  products: z.array(menuProductDto),
  totalProducts: int,
  hasMore: z.boolean(),
});

export const deletedDto = z.object({ success: z.literal(true) });

export type Reservation = z.infer<typeof reservationDto>;
export type ReservationStatus = Reservation['status'];
export type DiningTable = z.infer<typeof diningTableDto>;
export type ReservationAttempt = z.infer<typeof reservationAttemptDto>;
export type TableDetail = z.infer<typeof tableDetailDto>;
export type RangeAvailability = z.infer<typeof rangeAvailabilityDto>;
export type EveningAvailability = z.infer<typeof eveningAvailabilityDto>;
export type TimeSlot = z.infer<typeof timeSlotDto>;
export type DayReservation = z.infer<typeof dayReservationDto>;
export type GuestSummary = z.infer<typeof guestSummaryDto>;
export type GuestListItem = z.infer<typeof guestListItemDto>;
export type GuestProfile = z.infer<typeof guestProfileDto>;
export type DayOverview = z.infer<typeof dayOverviewDto>;
export type MenuSection = z.infer<typeof menuSectionDto>;
export type MenuCategory = z.infer<typeof menuCategoryDto>;
export type MenuSubcategory = z.infer<typeof menuSubcategoryDto>;
export type MenuProduct = z.infer<typeof menuProductDto>;
export type CategoryComplete = z.infer<typeof categoryCompleteDto>;
export type MenuSearchAnswer = z.infer<typeof menuSearchAnswerDto>;
export type MenuSearchHit = MenuSearchAnswer['results'][number];
export type LikeAnswer = z.infer<typeof likeAnswerDto>;
export type DashboardCategoriesOnly = z.infer<typeof dashboardCategoriesOnlyDto>;

const serviceDto = z.object({ name: z.enum(SERVICE_NAMES), firstStart: text, lastStart: text, lastEnd: text, maxCovers: int.nullable() });

/** One date of the calendar as diners and staff see it. */
export const calendarDayDto = z.object({
  date: text,
  open: z.boolean(),
  services: z.array(serviceDto),
  /** For diners: the date's note, or while online bookings are paused, the pause's. */
  note: maybeText,
  /** The date has hours of its own (closed, or not as its weekday). */
  special: z.boolean(),
  /** The holiday's Spanish name (Spain's, the Comunidad de Madrid's, or one the owner added), or null. */
  holiday: maybeText,
  /** The holiday is one the owner added (and may remove). */
  localHoliday: z.boolean(),
  /** Whether diners may book it online: 'paused' when every service is. */
  online: z.enum(['open', 'paused', 'closed']),
  /** The services the owner paused online that date (all of them are while online bookings are paused). */
  paused: z.array(z.enum(SERVICE_NAMES)),
});

/** The week, Monday (1) first. */
export const weekDto = z.array(z.object({ weekday: int, services: z.array(serviceDto) }));

export const onlinePauseDto = z.object({ paused: z.boolean(), until: maybeText, note: maybeText });

export type CalendarDay = z.infer<typeof calendarDayDto>;
export type WeekDto = z.infer<typeof weekDto>;
export type OnlinePauseDto = z.infer<typeof onlinePauseDto>;

/** The venue as the site shows it: the details the owner typed and the calendar's week (the footer's hours, the read-ahead's day). */
export const venueDto = venueDetailsSchema.extend({ week: weekDto });
export type PublicVenue = z.infer<typeof venueDto>;

/**
 * A time of 10 minutes or more when diners could not reach the site: `from` and `to` are ISO
 * instants by the venue's clock. `kind` 'server': the server was not running (the PC off or asleep,
 * the app closed); `clean` when it was closed on purpose rather than cut off (a power cut, a crash,
 * sleep). `kind` 'tunnel': the tunnel to the internet was lost, then came back (never `clean`).
 * `seen`: staff dismissed the dashboard's notice of it or of a later one.
 */
export const outageDto = z.object({
  id: int,
  kind: z.enum(OUTAGE_KINDS),
  from: text,
  to: text,
  minutes: int,
  clean: z.boolean(),
  seen: z.boolean(),
});
export type Outage = z.infer<typeof outageDto>;

/** How many bookings and people one value of a breakdown (a zone, a source, a party size) had. */
const reportShareDto = z.object({ bookings: int, covers: int });
const reportTotalsDto = z.object({ covers: int, bookings: int, noShows: int, cancellations: int, noShowRate: z.number(), cancellationRate: z.number() });

/** Covers against seats: `rate` is covers ÷ seats (over 1 when tables were sat twice), null with no seats. */
const occupancyShareDto = z.object({ covers: int, seats: int, rate: z.number().nullable() });

/**
 * Occupancy over a range: the seats are those of the tables that can be booked (their `maxCapacity`),
 * `tableSeats`, once for each lunch or dinner the calendar opens on each date (closed dates and
 * services count none). `services` has a row for each service open at least once, lunch first;
 * `outsideCovers` are the people of bookings outside every open service's hours (a booking staff
 * wrote on a closed day), counted in no rate.
 */
export const occupancyDto = occupancyShareDto.extend({
  tableSeats: int,
  services: z.array(occupancyShareDto.extend({ service: z.enum(SERVICE_NAMES), openings: int })),
  outsideCovers: int,
});
export type ReportOccupancy = z.infer<typeof occupancyDto>;

/** 'Informes': the figures of a range of dates (shared/api/reports.ts says how each is counted). */
export const reportDto = reportTotalsDto.extend({
  from: text,
  to: text,
  byDay: z.array(z.object({ date: text, covers: int, bookings: int })),
  byZone: z.array(reportShareDto.extend({ zone: text })),
  /** 'unknown': booked before sources were recorded ('sin dato'). */
  bySource: z.array(reportShareDto.extend({ source: z.enum([...BOOKING_SOURCES, 'unknown']) })),
  byPartySize: z.array(reportShareDto.extend({ partySize: int })),
  /** People starting their meal in each half hour of each weekday (0 Monday … 6 Sunday), busiest first. */
  bySlot: z.array(z.object({ weekday: int, time: text, covers: int })),
  /** Minutes from 'Llegó' to 'Ido', on average, over the bookings with both marked; null without any. */
  averageMinutesAtTable: z.number().nullable(),
  seatedWithTimes: int,
  lastYear: reportTotalsDto.extend({ from: text, to: text }).nullable(),
  /** The outages that reach into the range's days (Madrid), newest first, and the minutes of them within those days. */
  downtime: z.object({ outages: z.array(outageDto), minutes: int }),
  occupancy: occupancyDto,
});
export type Report = z.infer<typeof reportDto>;
