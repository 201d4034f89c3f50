import type { remindersContract } from '../../shared/api/reminders';
import type { Handlers } from '../api/endpoints';
import { toReservation } from '../api/dto';
import { publicOrigin } from '../http/origin';
import type { Services } from '../services';
import type { ReminderView } from './reminders';

/** What a link's page may show: the booking as the diner knows it, never its contact or table. */
function viewDto({ answer, reservation, spent }: ReminderView) {
  const { confirmationNumber, customerName, date, startTime, endTime, preferredSection, partySize, status, dinerConfirmedAt } = reservation;
  return { id: reservation.id, answer, spent, booking: { confirmationNumber, customerName, date, startTime, endTime, preferredSection, partySize, status, dinerConfirmedAt } };
}

export function reminderEndpoints({ reminders, reminderSettings, publicAddress }: Services): Handlers<typeof remindersContract> {
  return {
    settings: () => ({ settings: reminderSettings.read() }),
    saveSettings: ({ body }) => ({ settings: reminderSettings.write(body) }),
    remind: ({ params, body }, { req }) => toReservation(reminders.remindNow(params.id, body.channel, publicOrigin(req, publicAddress()))),
    view: ({ params }) => viewDto(reminders.view(params.token)),
    answer: ({ params }) => {
      reminders.answer(params.token);
      return viewDto(reminders.view(params.token));
    },
  };
}
