import { useParams } from 'wouter';
import { CategoryView } from '../features/public/menu/CategoryView';

/** /menu/categoria/{id}: one category's dishes. */
export default function MenuCategoryPage() {
  const { categoryId } = useParams<{ categoryId: string }>();
  return <CategoryView key={categoryId} categoryId={categoryId} />;
}
