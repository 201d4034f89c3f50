import { ScreenPlaceholder } from '../components/ScreenPlaceholder';

export default function PrivacyPolicyPage() {
  return <ScreenPlaceholder title="Política de privacidad" />;
}
