/** The venue's calendar: the week's hours, dates of their own, holidays, and online bookings paused. */
import { z } from 'zod';
import { calendarDate } from '../schemas/common';
import { calendarRangeSchema, cancelAffectedSchema, dayRuleSchema, localHolidaySchema, onlinePauseSchema, weekSchema } from '../schemas/calendar';
import { calendarDayDto, onlinePauseDto, reservationDto, weekDto } from './dto';
import { at, errorsOf, publicEndpoint, staffEndpoint } from './endpoint';

const TAG = 'Calendario';
const DAY = '/api/admin/calendar/days/{date}';
const HOLIDAY = '/api/admin/calendar/holidays/{date}';
const byDate = z.object({ params: z.object({ date: calendarDate() }) });
/** A date as diners see it, and the live bookings it holds outside its new hours. */
const dayChanged = calendarDayDto.extend({ affected: z.array(reservationDto) });
const calendarChange = staffEndpoint.meta({ emits: 'calendar-changed' });

export const calendarContract = {
  /** Each date from `from` to `to` (62 at most): open or not, its services, note, holiday, and whether diners may book it. */
  days: publicEndpoint
    .route(at('GET', '/api/calendar', TAG, 'Días abiertos y sus horarios'))
    .input(z.object({ query: calendarRangeSchema }))
    .output(z.array(calendarDayDto)),
  week: staffEndpoint.route(at('GET', '/api/admin/calendar/week', TAG, 'Horario de la semana')).output(weekDto),
  saveWeek: calendarChange
    .route(at('PUT', '/api/admin/calendar/week', TAG, 'Guardar el horario de la semana'))
    .input(z.object({ body: weekSchema }))
    .output(weekDto),
  /** A date closed, or given its own services. */
  saveDay: calendarChange
    .route(at('PUT', DAY, TAG, 'Cerrar un día o darle su propio horario'))
    .input(byDate.extend({ body: dayRuleSchema }))
    .output(dayChanged),
  /**
   * 'Cancelar y avisar': cancels the bookings listed that the date still leaves out of its hours (others
   * are left alone) and sends each diner with an e-mail the cancellation with the owner's note.
   */
  cancelAffected: staffEndpoint
    .meta({ emits: 'reservation-cancelled' })
    .route(at('POST', `${DAY}/cancel-affected`, TAG, 'Cancelar las reservas que el nuevo horario deja fuera y avisar a los clientes'))
    .input(byDate.extend({ body: cancelAffectedSchema }))
    .output(z.object({ cancelled: z.array(reservationDto), /** The bookings whose diner was written to; the others are to call. */ notified: z.array(z.string()) })),
  /** The date back to its weekday's hours. */
  resetDay: calendarChange
    .route(at('DELETE', DAY, TAG, 'Devolver un día al horario de la semana'))
    .errors(errorsOf('not-found'))
    .input(byDate)
    .output(dayChanged),
  /** A local holiday the owner adds (the town's fiestas): shown as a holiday to decide on, like Spain's. */
  saveHoliday: calendarChange
    .route(at('PUT', HOLIDAY, TAG, 'Añadir un festivo local'))
    .input(byDate.extend({ body: localHolidaySchema }))
    .output(calendarDayDto),
  removeHoliday: calendarChange
    .route(at('DELETE', HOLIDAY, TAG, 'Quitar un festivo local'))
    .errors(errorsOf('not-found'))
    .input(byDate)
    .output(calendarDayDto),
  onlineBookings: staffEndpoint.route(at('GET', '/api/admin/online-bookings', TAG, 'Estado de las reservas por internet')).output(onlinePauseDto),
  /** Online bookings paused (now, until a date) or on again; staff bookings and requests still go through. */
  pauseOnline: calendarChange
    .route(at('PUT', '/api/admin/online-bookings', TAG, 'Pausar o reanudar las reservas por internet'))
    .input(z.object({ body: onlinePauseSchema }))
    .output(onlinePauseDto),
};
