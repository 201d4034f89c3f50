/** The calendar part of a booking e-mail, as mail programs read it: its iTIP method and its event. */
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';

export function invitationIn(mail: ParsedMail) {
  const part = mail.attachments.find((file) => file.contentType === 'text/calendar');
  if (!part) throw new Error(`no calendar part in «${mail.subject ?? ''}»`);
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    status: event.component.getFirstPropertyValue('status'),
    start: event.startDate.toString(),
    event,
  };
}
