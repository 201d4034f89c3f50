import { ScreenPlaceholder } from '../components/ScreenPlaceholder';

export default function CookiePolicyPage() {
  return <ScreenPlaceholder title="Política de cookies" />;
}
