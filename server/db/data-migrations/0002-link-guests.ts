import type { DataMigration } from '../migrate';
import { guestLinks } from '../guest-links';

/**
 * Links the bookings and requests stored before the guest book (migration 0010) to their guests, as
 * each would have been linked when it was stored; a card it makes is dated by the row that made it,
 * so it needs no clock. After 0011, since a card is made with its folded name.
 */
export const linkGuests: DataMigration = {
  name: '0002-link-guests',
  after: '0011_guest_name_key',
  run(db) {
    guestLinks(db).linkUnlinked();
  },
};
