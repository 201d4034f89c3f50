import { ScreenPlaceholder } from '../components/ScreenPlaceholder';

export default function HomePage() {
  return <ScreenPlaceholder title="Inicio" showHomeLink={false} />;
}
