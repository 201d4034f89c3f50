import { SubcategoriesScreen } from '../features/menu-admin/subcategories/SubcategoriesScreen';
import { StaffGate } from '../features/sign-in/StaffGate';

/** /admin/subcategorias: the password screen until staff sign in, then the subcategory list. */
export default function SubcategoriesAdminPage() {
  return (
    <StaffGate>
      <SubcategoriesScreen />
    </StaffGate>
  );
}
