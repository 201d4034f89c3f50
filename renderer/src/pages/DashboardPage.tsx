import { ScreenPlaceholder } from '../components/ScreenPlaceholder';

export default function DashboardPage() {
  return <ScreenPlaceholder title="Panel de administración" />;
}
