import { SectionsView } from '../features/menu/SectionsView';

/** /menu: the digital menu's sections. */
export default function MenuPage() {
  return <SectionsView />;
}
