/** Reminders: the owner's setting, staff's 'Enviar recordatorio', and the diner's answer from a link. */
import { z } from 'zod';
import { RESERVATION_MESSAGES } from '../messages/reservation';
import { uuidParams } from '../schemas/common';
import { REMINDER_ANSWERS, reminderRequestSchema, reminderSettingsSchema, reminderTokenParams } from '../schemas/reminders';
import { LINKED_BOOKING_FIELDS, reservationDto } from './dto';
import { at, errorsOf, publicEndpoint, staffEndpoint } from './endpoint';

const TAG = 'Recordatorios';

/** What a reminder's link shows: the booking as the diner knows it, and whether the button can still act. */
export const reminderViewDto = z.object({
  answer: z.enum(REMINDER_ANSWERS),
  /** Why the link can no longer act (answered, cancelled, begun), or null. */
  spent: z.string().nullable(),
  booking: reservationDto.pick({
    ...LINKED_BOOKING_FIELDS,
    dinerConfirmedAt: true,
    /** The deadline a big or far-ahead booking was asked to reconfirm by: the page says it. */
    reconfirmBy: true,
  }),
});
export type ReminderView = z.infer<typeof reminderViewDto>;

const byToken = z.object({ params: reminderTokenParams });

export const remindersContract = {
  settings: staffEndpoint.route(at('GET', '/api/admin/settings/reminders', TAG, 'Ajustes de los recordatorios')).output(z.object({ settings: reminderSettingsSchema })),
  saveSettings: staffEndpoint
    .route(at('PUT', '/api/admin/settings/reminders', TAG, 'Guardar los ajustes de los recordatorios'))
    .input(z.object({ body: reminderSettingsSchema }))
    .output(z.object({ settings: reminderSettingsSchema })),
  /** 'Enviar recordatorio' (the e-mail now) or 'Recordar por WhatsApp' (recorded as reminded). */
  remind: staffEndpoint
    .route(at('POST', '/api/admin/reservations/{id}/reminder', TAG, 'Recordar una reserva al cliente', 202))
    .meta({ emits: 'reservation-updated' })
    .errors(errorsOf('not-found', 'conflict'))
    .input(z.object({ params: uuidParams(RESERVATION_MESSAGES.invalidId), body: reminderRequestSchema }))
    .output(reservationDto),
  /** The diner confirmed another way (a call, WhatsApp): staff record it, so the booking is no longer 'Sin confirmar' nor released. */
  confirmedByPhone: staffEndpoint
    .route(at('POST', '/api/admin/reservations/{id}/diner-confirmation', TAG, 'Anotar que el cliente ha confirmado'))
    .meta({ emits: 'reservation-updated' })
    .errors(errorsOf('not-found', 'conflict'))
    .input(z.object({ params: uuidParams(RESERVATION_MESSAGES.invalidId) }))
    .output(reservationDto),
  /** A reminder's link, read: nothing changes (mail scanners open links). */
  view: publicEndpoint
    .route(at('GET', '/api/reminders/{token}', TAG, 'Ver la reserva de un recordatorio'))
    .errors(errorsOf('not-found'))
    .input(byToken)
    .output(reminderViewDto),
  /** The button on the link's page: 'Confirmo que iré' or 'No podré ir', once. */
  answer: publicEndpoint
    .route(at('POST', '/api/reminders/{token}', TAG, 'Confirmar la asistencia o avisar de que no irá'))
    .meta({ emits: 'reservation-updated' })
    .errors(errorsOf('not-found', 'conflict'))
    .input(byToken)
    .output(reminderViewDto),
};
