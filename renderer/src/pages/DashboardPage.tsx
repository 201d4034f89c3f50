import { DashboardFrame } from '../features/staff/dashboard/DashboardFrame';
import { prefetchReservas } from '../features/staff/kit/prefetch-day';
import { StaffGate } from '../features/staff/sign-in/StaffGate';

/** /dashboard: the password screen until staff sign in, then the dashboard. */
export default function DashboardPage() {
  return (
    <StaffGate readAhead={prefetchReservas}>
      <DashboardFrame />
    </StaffGate>
  );
}
