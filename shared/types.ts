/** Shapes of the API answers that both the server and the React app read. */
export type ReservationStatus = 'confirmed' | 'pending' | 'cancelled';

export interface Reservation {
  id: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  date: string;
  endDate: string | null;
  startTime: string;
  endTime: string;
  time: string;
  /** JSON list of the half-hour slots the booking covers, as stored. */
  times: string | null;
  tableId: number | null;
  tableNumber: number | null;
  tableName: string | null;
  tableSection: string | null;
  preferredSection: string;
  partySize: number;
  specialRequests: string | null;
  status: string;
  hasArrived: boolean;
  hasLeft: boolean;
  confirmationNumber: string;
  isAdminAction: boolean;
  createdAt: string;
}

export interface DiningTable {
  id: number;
  name: string;
  tableNumber: number;
  minCapacity: number;
  maxCapacity: number;
  section: string;
  positionX: number;
  positionY: number;
  isAvailable: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface TableDetail {
  id: number;
  tableNumber: number;
  name: string;
  /** 'min-max', e.g. '2-4'. */
  capacity: string;
  section: string;
}

export interface RangeAvailability {
  availableTables: number[];
  tableDetails: TableDetail[];
  totalTables: number;
}

export interface ReservationAttempt {
  id: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  date: string;
  startTime: string;
  endTime: string;
  partySize: number;
  preferredSection: string;
  specialRequests: string | null;
  createdAt: string;
}
