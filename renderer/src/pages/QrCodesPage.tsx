import { QrCodesScreen } from '../features/staff/settings/QrCodesScreen';
import { StaffGate } from '../features/staff/sign-in/StaffGate';

/** /dashboard/ajustes/qr: the password screen until staff sign in, then the QR codes to print. */
export default function QrCodesPage() {
  return (
    <StaffGate>
      <QrCodesScreen />
    </StaffGate>
  );
}
