/** The floor plan, and booking a table in a few taps: what other staff screens may use of it. */
export { FloorArea } from './FloorArea';
export { NewBookingButton } from './NewBookingButton';
export { QuickReservationDialog } from './QuickReservationDialog';
