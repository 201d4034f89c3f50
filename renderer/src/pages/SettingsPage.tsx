import { SettingsScreen } from '../features/settings/SettingsScreen';
import { StaffGate } from '../features/sign-in/StaffGate';

/** /dashboard/ajustes: the password screen until staff sign in, then the settings. */
export default function SettingsPage() {
  return (
    <StaffGate>
      <SettingsScreen />
    </StaffGate>
  );
}
