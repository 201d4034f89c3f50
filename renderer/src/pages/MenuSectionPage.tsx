import { useParams } from 'wouter';
import { ScreenPlaceholder } from '../components/ScreenPlaceholder';

export default function MenuSectionPage() {
  const { sectionId } = useParams<{ sectionId: string }>();
  return (
    <ScreenPlaceholder title="Sección de la carta">
      <p>
        Sección <strong>{sectionId}</strong>
      </p>
    </ScreenPlaceholder>
  );
}
