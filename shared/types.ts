/** The booking and floor answers both the server and the React app read: the API's DTOs (shared/api/dto.ts). */
export type {
  DayReservation,
  DiningTable,
  GuestListItem,
  GuestProfile,
  GuestSummary,
  RangeAvailability,
  Report,
  Reservation,
  ReservationAttempt,
  ReservationStatus,
  TableDetail,
  TimeSlot,
} from './api/dto';
