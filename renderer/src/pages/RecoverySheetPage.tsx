import { RecoverySheetScreen } from '../features/staff/settings/RecoverySheetScreen';
import { StaffGate } from '../features/staff/sign-in/StaffGate';

/** /dashboard/ajustes/hoja-de-recuperacion: the password screen until staff sign in, then the recovery sheet to print. */
export default function RecoverySheetPage() {
  return (
    <StaffGate>
      <RecoverySheetScreen />
    </StaffGate>
  );
}
