import { QrCodesScreen } from '../features/settings/QrCodesScreen';
import { StaffGate } from '../features/sign-in/StaffGate';

/** /dashboard/ajustes/qr: the password screen until staff sign in, then the QR codes to print. */
export default function QrCodesPage() {
  return (
    <StaffGate>
      <QrCodesScreen />
    </StaffGate>
  );
}
