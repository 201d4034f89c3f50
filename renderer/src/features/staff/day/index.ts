/** The day's bookings: the Reservas tab, and what the timeline and Ajustes use of it. */
export { EditForm } from './EditDialog';
export { ReservasTab } from './ReservasTab';
export { contactLinks } from './contact-links';
export { useMove } from './use-day-actions';
export type { Move } from './use-day-actions';
