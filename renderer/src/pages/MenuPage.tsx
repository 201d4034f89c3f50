import { SectionsView } from '../features/public/menu/SectionsView';

/** /menu: the digital menu's sections. */
export default function MenuPage() {
  return <SectionsView />;
}
