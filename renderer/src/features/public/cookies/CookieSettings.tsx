import { useEffect, useRef, useState } from 'react';
import { useConsent } from './consent-store';
import { ConsentOption } from './ConsentOption';

const buttonClass = 'button min-h-11 flex-1 px-4 text-base whitespace-nowrap';

/** The banner's settings: technical cookies always on, personalization on request. */
export function CookieSettings() {
  const stored = useConsent((state) => state.personalization);
  const technicalOnly = useConsent((state) => state.technicalOnly);
  const savePreferences = useConsent((state) => state.savePreferences);
  const [personalization, setPersonalization] = useState(stored);
  const panel = useRef<HTMLDivElement>(null);

  // The settings replace the button that opened them: focus follows, or it would fall to the page's top.
  useEffect(() => {
    panel.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div ref={panel} tabIndex={-1} role="group" aria-label="Preferencias de cookies" className="mt-4 grid gap-2.5 outline-none">
      <ConsentOption
        title="Cookies técnicas"
        description="Imprescindibles para que la web funcione: guardan esta elección y la sesión del personal. No se pueden desactivar."
        label="Siempre activas"
        checked
        disabled
      />
      <ConsentOption
        title="Cookies de personalización"
        description="Recuerdan tus preferencias para adaptar la web a ti."
        label="Permitir"
        checked={personalization}
        onChange={(event) => setPersonalization(event.target.checked)}
      />
      <div className="mt-1 flex flex-wrap gap-2">
        <button type="button" className={`${buttonClass} button-secondary`} onClick={technicalOnly}>
          Solo Técnicas
        </button>
        <button type="button" className={buttonClass} onClick={() => savePreferences(personalization)}>
          Guardar Preferencias
        </button>
      </div>
    </div>
  );
}
