import { useConsent } from './consent-store';

/** 'Configurar cookies': withdrawing or changing consent must be as easy as giving it. */
export function CookieSettingsButton({ className }: { className: string }) {
  const reviewChoice = useConsent((state) => state.reviewChoice);
  return (
    <button type="button" className={className} onClick={reviewChoice}>
      Configurar cookies
    </button>
  );
}
