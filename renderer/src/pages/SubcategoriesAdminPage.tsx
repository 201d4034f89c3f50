import { ScreenPlaceholder } from '../components/ScreenPlaceholder';

export default function SubcategoriesAdminPage() {
  return <ScreenPlaceholder title="Gestión de Subcategorías" />;
}
