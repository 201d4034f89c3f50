import type { remindersContract } from '../../shared/api/reminders';
import { announceChangeOf, type Handlers } from '../api/endpoints';
import { toReservation } from '../api/dto';
import type { ReminderView } from './reminders';
import type { Reminders } from './reminders';
import type { ReminderSettingsStore } from './settings';

/** What a link's page may show: the booking as the diner knows it, never its id, contact or table. */
function viewDto({ answer, reservation, spent }: ReminderView) {
  const { confirmationNumber, customerName, date, startTime, endTime, preferredSection, partySize, status, dinerConfirmedAt, reconfirmBy } = reservation;
  return { answer, spent, booking: { confirmationNumber, customerName, date, startTime, endTime, preferredSection, partySize, status, dinerConfirmedAt, reconfirmBy } };
}

export function reminderEndpoints({ reminders, reminderSettings }: { reminders: Reminders; reminderSettings: ReminderSettingsStore }): Handlers<typeof remindersContract> {
  return {
    settings: () => ({ settings: reminderSettings.read() }),
    saveSettings: ({ body }) => ({ settings: reminderSettings.write(body) }),
    remind: ({ params, body }) => toReservation(reminders.remindNow(params.id, body.channel)),
    confirmedByPhone: ({ params }) => toReservation(reminders.confirmForDiner(params.id)),
    view: ({ params }) => viewDto(reminders.view(params.token)),
    answer: ({ params }, { res }) => {
      const answered = reminders.answer(params.token);
      // The dashboards' live event names the booking; the diner's answer does not.
      announceChangeOf(res, answered.id);
      return viewDto(reminders.view(params.token));
    },
  };
}
