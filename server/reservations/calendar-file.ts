/**
 * A booking as a calendar file (iCalendar, RFC 5545) the diner's phone adds with one tap: in
 * Madrid's time zone, ending on the next day when the booking runs past midnight.
 */
import { endDateFor } from '../../shared/schedule';

export interface CalendarEvent {
  uid: string;
  /** When the file was made. */
  stamp: Date;
  date: string;
  startTime: string;
  endTime: string;
  summary: string;
  location: string;
  description: string;
  /** Where the booking can be seen; none while the site has no public address. */
  url: string | null;
}

// Spain's rule since 1996: summer time from the last Sunday of March to the last Sunday of October.
const MADRID = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Madrid',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** Text values escape backslashes, semicolons, commas and line breaks (RFC 5545, 3.3.11). */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const local = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;

const utc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545, 3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let rest = line;
  let limit = 75;
  while (Buffer.byteLength(rest, 'utf8') > limit) {
    let cut = limit;
    // Never split a character: shorten the cut until it lies on a character boundary.
    while (Buffer.byteLength(rest.slice(0, cut), 'utf8') > limit) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
    limit = 74;
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

export function calendarFile(event: CalendarEvent): string {
  const endDate = endDateFor(event.date, event.startTime, event.endTime) ?? event.date;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Reservas del restaurante//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...MADRID,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART;TZID=Europe/Madrid:${local(event.date, event.startTime)}`,
    `DTEND;TZID=Europe/Madrid:${local(endDate, event.endTime)}`,
    `SUMMARY:${text(event.summary)}`,
    `LOCATION:${text(event.location)}`,
    `DESCRIPTION:${text(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
