import { useParams } from 'wouter';
import { ReminderScreen } from '../features/public/reminder/ReminderScreen';

/** /recordatorio/:token: a reminder's link, answered with one button. */
export default function ReminderPage() {
  const { token } = useParams<{ token: string }>();
  return <ReminderScreen token={token} />;
}
