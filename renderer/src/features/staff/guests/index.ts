/** The guest book: a guest's name and notes wherever a booking shows, each opening the guest's card. */
export { GuestName } from './GuestName';
export { GuestNotes } from './GuestNotes';
