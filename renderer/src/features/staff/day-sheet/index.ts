/** The printed day sheet and kitchen sheet: their words, which the Reservas tab shows on its print buttons. */
export { KITCHEN, SHEET } from './copy';
