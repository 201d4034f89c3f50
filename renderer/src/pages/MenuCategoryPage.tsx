import { useParams } from 'wouter';
import { ScreenPlaceholder } from '../components/ScreenPlaceholder';

export default function MenuCategoryPage() {
  const { categoryId } = useParams<{ categoryId: string }>();
  return (
    <ScreenPlaceholder title="Categoría de la carta">
      <p>
        Categoría <strong>{categoryId}</strong>
      </p>
    </ScreenPlaceholder>
  );
}
