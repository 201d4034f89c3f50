import { useParams } from 'wouter';
import { DaySheetScreen } from '../features/staff/day-sheet/DaySheetScreen';
import { StaffGate } from '../features/staff/sign-in/StaffGate';

/** /dashboard/hoja/:date: the password screen until staff sign in, then the day's sheet to print. */
export default function DaySheetPage() {
  const { date } = useParams<{ date: string }>();
  return (
    <StaffGate>
      <DaySheetScreen date={date} />
    </StaffGate>
  );
}
