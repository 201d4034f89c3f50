import { ScreenPlaceholder } from '../components/ScreenPlaceholder';

export default function LegalNoticePage() {
  return <ScreenPlaceholder title="Aviso legal" />;
}
