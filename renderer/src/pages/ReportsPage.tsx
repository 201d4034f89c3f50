import { ReportsScreen } from '../features/staff/reports/ReportsScreen';
import { StaffGate } from '../features/staff/sign-in/StaffGate';

/** /dashboard/informes: the password screen until staff sign in, then the venue's figures. */
export default function ReportsPage() {
  return (
    <StaffGate>
      <ReportsScreen />
    </StaffGate>
  );
}
