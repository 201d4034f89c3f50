import { CookieSettingsButton } from '../features/public/cookies/CookieSettingsButton';
import { LegalPage } from '../features/public/legal/LegalPage';
import { LegalSection } from '../features/public/legal/LegalSection';
import { StoredItemsList } from '../features/public/legal/StoredItemsList';

const BROWSERS = [
  ['Google Chrome', 'Configuración › Privacidad y seguridad › Cookies de terceros y, para borrarlas, Configuración de sitios › Datos de sitios en el dispositivo.'],
  ['Mozilla Firefox', 'Ajustes › Privacidad & Seguridad › Cookies y datos del sitio.'],
  ['Safari', 'en Mac, Ajustes › Privacidad › Gestionar datos de sitios web; en iPhone y iPad, Ajustes › Safari › Avanzado › Datos de sitios web.'],
  ['Microsoft Edge', 'Configuración › Cookies y permisos del sitio › Administrar y eliminar cookies y datos del sitio.'],
] as const;

/** Cookie policy: what the site keeps in the browser, how to refuse it, and how consent is asked. */
export default function CookiePolicyPage() {
  return (
    <LegalPage title="Política de cookies" summary="Qué guarda esta web en tu navegador, para qué lo usa y cómo puedes elegir.">
      <LegalSection title="1. Qué son las cookies">
        <p>
          Las cookies son pequeños archivos que una web guarda en tu navegador para recordar información entre una visita y otra. En esta política llamamos también cookies a técnicas parecidas, como
          el almacenamiento local del navegador, que es lo que usa sobre todo esta web.
        </p>
        <p>Solo usamos cookies propias: ni de análisis, ni de publicidad, ni de terceros.</p>
      </LegalSection>

      <LegalSection title="2. Cookies técnicas">
        <p>
          Son imprescindibles para que la web funcione y para prestarte los servicios que pides, por eso están siempre activas y no necesitan tu consentimiento (artículo 22.2 de la LSSI-CE). Son
          estas:
        </p>
        <StoredItemsList />
      </LegalSection>

      <LegalSection title="3. Cookies de personalización">
        <p>
          Sirven para recordar tus preferencias y adaptar la web a ti. Solo las usamos si nos das permiso, con «Aceptar Todo» o marcando «Permitir» en la configuración. Hoy la web no instala ninguna:
          si en el futuro lo hace, las añadiremos a esta política antes y solo se usarán con tu permiso.
        </p>
      </LegalSection>

      <LegalSection title="4. Cómo desactivarlas o borrarlas">
        <p>
          Puedes bloquear o borrar las cookies y los datos que las webs guardan en tu navegador desde su configuración. Si bloqueas las técnicas, puede que la web no funcione bien; si las borras, te
          volveremos a preguntar en tu próxima visita.
        </p>
        <ul>
          {BROWSERS.map(([browser, steps]) => (
            <li key={browser}>
              <strong>{browser}</strong>: {steps}
            </li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection title="5. Tu consentimiento">
        <p>
          La primera vez que entras en la web, un aviso inicial en la parte inferior de la pantalla te permite aceptar todas las cookies («Aceptar Todo»), quedarte solo con las técnicas («Solo
          Técnicas») o elegir tú en «Configurar» y pulsar «Guardar Preferencias». Recordamos tu elección y no volvemos a preguntarte.
        </p>
        <p>Puedes cambiarla cuando quieras:</p>
        <p>
          <CookieSettingsButton className="button button-secondary" />
        </p>
      </LegalSection>
    </LegalPage>
  );
}
