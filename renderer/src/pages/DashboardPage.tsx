import { DashboardFrame } from '../features/staff/dashboard/DashboardFrame';
import { StaffGate } from '../features/staff/sign-in/StaffGate';

/** /dashboard: the password screen until staff sign in, then the dashboard. */
export default function DashboardPage() {
  return (
    <StaffGate>
      <DashboardFrame />
    </StaffGate>
  );
}
