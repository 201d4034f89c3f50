import { DashboardFrame } from '../features/dashboard/DashboardFrame';
import { StaffGate } from '../features/sign-in/StaffGate';

/** /dashboard: the password screen until staff sign in, then the dashboard. */
export default function DashboardPage() {
  return (
    <StaffGate>
      <DashboardFrame />
    </StaffGate>
  );
}
