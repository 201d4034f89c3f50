import { SubcategoriesScreen } from '../features/staff/menu-admin/subcategories/SubcategoriesScreen';
import { StaffGate } from '../features/staff/sign-in/StaffGate';

/** /admin/subcategorias: the password screen until staff sign in, then the subcategory list. */
export default function SubcategoriesAdminPage() {
  return (
    <StaffGate>
      <SubcategoriesScreen />
    </StaffGate>
  );
}
