/** The booking and floor answers both the server and the React app read: the API's DTOs (shared/api/dto.ts). */
export type { DiningTable, RangeAvailability, Reservation, ReservationAttempt, ReservationStatus, TableDetail, TimeSlot } from './api/dto';
