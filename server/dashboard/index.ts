/** The evening at the host's stand: the day's bookings, requests and tables in one answer. */
import type { SlotLimits } from '../calendar';
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import type { AttemptStore, ReservationRepository } from '../reservations';
import type { TableRepository } from '../tables';
import { dayEndpoints } from './endpoints';

type Needs = { reservations: ReservationRepository; tables: TableRepository; attempts: AttemptStore; slotLimits: SlotLimits; publicAddress: () => string | null };

export function dashboardFeature({ clock }: Kernel, needs: Needs): Feature {
  return { name: 'dashboard', provides: {}, handlers: { day: dayEndpoints(needs, clock) } };
}
