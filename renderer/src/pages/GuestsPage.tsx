import { GuestsScreen } from '../features/staff/guests/GuestsScreen';
import { StaffGate } from '../features/staff/sign-in/StaffGate';

/** /dashboard/clientes: the password screen until staff sign in, then the guest book. */
export default function GuestsPage() {
  return (
    <StaffGate>
      <GuestsScreen />
    </StaffGate>
  );
}
