/**
 * A booking as a calendar file (iCalendar, RFC 5545, written by ical-generator): in Madrid's time
 * zone, ending on the next day when the booking runs past midnight. Mailed, it is an invitation the
 * venue organises (iTIP, RFC 5546): the same UID with a higher SEQUENCE moves the event in the
 * diner's calendar, and METHOD:CANCEL takes it out. Downloaded from the site, it is published as is.
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { endDateFor } from '../../shared/schedule';

const TIME_ZONE = 'Europe/Madrid';

/** PUBLISH: a file to add by hand; REQUEST: the booking or its change, mailed; CANCEL: it is off. */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export interface CalendarEvent {
  uid: string;
  /** Raised by every change the diner is told of, so their calendar keeps the newest. */
  sequence: number;
  /** When the file was made. */
  stamp: Date;
  date: string;
  startTime: string;
  endTime: string;
  /** A booking awaiting staff's confirmation is tentative; a cancelled one, cancelled. */
  status: 'confirmed' | 'tentative' | 'cancelled';
  summary: string;
  location: string;
  description: string;
  /** Where the booking can be seen; none while the site has no public address. */
  url: string | null;
  /** The venue, once the owner has described it, and the diner it is for. */
  organizer: { name: string; email: string } | null;
  attendee: { name: string; email: string } | null;
}

const METHODS: Record<CalendarMethod, ICalCalendarMethod> = { PUBLISH: ICalCalendarMethod.PUBLISH, REQUEST: ICalCalendarMethod.REQUEST, CANCEL: ICalCalendarMethod.CANCEL };
const STATUSES: Record<CalendarEvent['status'], ICalEventStatus> = { confirmed: ICalEventStatus.CONFIRMED, tentative: ICalEventStatus.TENTATIVE, cancelled: ICalEventStatus.CANCELLED };

/** Madrid's rules as the tz database has them, without the address of a page about them: a file the diner gets carries no link of ours but the booking's. */
const madridRules = (zone: string) => getVtimezoneComponent(zone)?.replace(/^TZURL:.*\r?\n/m, '') ?? null;

/** Wall-clock times in Madrid, written with the zone's TZID (the VTIMEZONE comes with the file). */
const local = (date: string, time: string) => `${date}T${time}:00`;

export function calendarFile(event: CalendarEvent, method: CalendarMethod): string {
  const calendar = ical({
    prodId: { company: 'Reservas del restaurante', product: 'reservas', language: 'ES' },
    method: METHODS[method],
    timezone: { name: TIME_ZONE, generator: madridRules },
  });
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    stamp: event.stamp,
    start: local(event.date, event.startTime),
    end: local(endDateFor(event.date, event.startTime, event.endTime) ?? event.date, event.endTime),
    timezone: TIME_ZONE,
    status: STATUSES[event.status],
    summary: event.summary,
    location: event.location || null,
    description: event.description,
    url: event.url,
    // Only an invitation names who organises and who attends (RFC 5546 allows no ATTENDEE in a published file).
    ...(method !== 'PUBLISH' && {
      organizer: event.organizer,
      // The diner has already said yes by booking: nothing for their calendar to answer.
      attendees: event.attendee ? [{ ...event.attendee, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false }] : [],
    }),
  });
  return calendar.toString();
}
