import { useParams } from 'wouter';
import { SectionView } from '../features/public/menu/SectionView';

/** /menu/seccion/{id}: one section's categories. */
export default function MenuSectionPage() {
  const { sectionId } = useParams<{ sectionId: string }>();
  return <SectionView key={sectionId} sectionId={sectionId} />;
}
