import { ScreenPlaceholder } from '../components/ScreenPlaceholder';

export default function MenuPage() {
  return <ScreenPlaceholder title="Carta" />;
}
