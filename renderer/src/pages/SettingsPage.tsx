import { SettingsScreen } from '../features/staff/settings/SettingsScreen';
import { StaffGate } from '../features/staff/sign-in/StaffGate';

/** /dashboard/ajustes: the password screen until staff sign in, then the settings. */
export default function SettingsPage() {
  return (
    <StaffGate>
      <SettingsScreen />
    </StaffGate>
  );
}
