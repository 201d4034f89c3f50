/** The printed day sheet: its words, which the Reservas tab shows on its print button. */
export { SHEET } from './copy';
