import { useParams } from 'wouter';
import { KitchenSheetScreen } from '../features/staff/day-sheet/KitchenSheetScreen';
import { StaffGate } from '../features/staff/sign-in/StaffGate';

/** /dashboard/cocina/:date: the password screen until staff sign in, then the kitchen sheet to print. */
export default function KitchenSheetPage() {
  const { date } = useParams<{ date: string }>();
  return (
    <StaffGate>
      <KitchenSheetScreen date={date} />
    </StaffGate>
  );
}
