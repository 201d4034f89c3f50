import { CONSENT_COOKIE, VISITOR_COOKIE } from '../../../../../shared/cookies';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

interface StoredItem {
  name: string;
  where: string;
  purpose: string;
  lifetime: string;
}

const LOCAL = 'Almacenamiento local';
const UNTIL_CLEARED = 'Hasta que borres los datos del sitio';

/**
 * Everything the site keeps in the browser, for the cookie policy: all of it technical today. Local keys come from
 * STORAGE_KEYS so the policy cannot name a key the code no longer uses; the likes cookie is set
 * by the server (server/menu/visitor.ts), whose code the browser bundle cannot import.
 */
export const STORED_ITEMS: readonly StoredItem[] = [
  {
    name: STORAGE_KEYS.cookieConsent,
    where: LOCAL,
    purpose: 'Guarda tu elección sobre cookies: «accepted» (todas) o «technical-only» (solo técnicas), para no volver a preguntarte.',
    lifetime: UNTIL_CLEARED,
  },
  {
    name: STORAGE_KEYS.cookieTechnical,
    where: LOCAL,
    purpose: 'Recuerda que las cookies técnicas están activas (siempre «true»).',
    lifetime: UNTIL_CLEARED,
  },
  {
    name: STORAGE_KEYS.cookiePersonalization,
    where: LOCAL,
    purpose: 'Recuerda si permites las cookies de personalización («true» o «false»).',
    lifetime: UNTIL_CLEARED,
  },
  {
    name: STORAGE_KEYS.reservationsUpdated,
    where: LOCAL,
    purpose: 'Anota la hora a la que cancelas una reserva, para que las demás pestañas abiertas de la web se actualicen.',
    lifetime: UNTIL_CLEARED,
  },
  {
    name: STORAGE_KEYS.adminChange,
    where: LOCAL,
    purpose: 'Se escribe cuando envías una solicitud para la zona VIP o para un grupo grande, para que el panel del restaurante abierto en otra pestaña la muestre al momento.',
    lifetime: UNTIL_CLEARED,
  },
  {
    name: STORAGE_KEYS.savedBookings,
    where: LOCAL,
    purpose:
      'El email, el número de confirmación, el día y la hora de cada reserva que haces desde este dispositivo (como mucho las 10 últimas), si sigue en pie y cuándo lo comprobó la web, para que «Mis reservas» te las ofrezca con un toque y la página de inicio te recuerde la próxima. Nada más de la reserva. Puedes olvidarlas desde «Mis reservas».',
    lifetime: 'Hasta que las olvides en «Mis reservas» o borres los datos del sitio',
  },
  {
    name: STORAGE_KEYS.avoidedAllergens,
    where: LOCAL,
    purpose: 'Los alérgenos que eliges en el filtro de la carta (por ejemplo «Gluten»), para mantenerlo al pasar de una página de la carta a otra y al volver. Puedes quitarlo con «Quitar filtro».',
    lifetime: 'Hasta que quites el filtro o borres los datos del sitio',
  },
  {
    name: CONSENT_COOKIE,
    where: 'Cookie',
    purpose: 'Copia de tu elección sobre cookies («accepted» o «technical-only») que el servidor puede leer, para no enseñarte el aviso de cookies al abrir la página si ya elegiste.',
    lifetime: '1 año, o hasta que borres los datos del sitio',
  },
  {
    name: VISITOR_COOKIE,
    where: 'Cookie (httpOnly, solo la lee el servidor)',
    purpose: 'Identificador aleatorio que se crea solo cuando pulsas «Me gusta» en un plato de la carta, para contar un «me gusta» por persona y mostrarte los tuyos. No contiene datos personales.',
    lifetime: '2 años',
  },
  {
    name: STORAGE_KEYS.adminSession,
    where: LOCAL,
    purpose: 'Mantiene abierta la sesión del personal del restaurante en el panel de gestión. Solo existe en los equipos del personal.',
    lifetime: 'Hasta que el personal cierra la sesión',
  },
  {
    name: STORAGE_KEYS.adminDragLocked,
    where: LOCAL,
    purpose: 'Recuerda si el personal ha bloqueado el plano de mesas del panel. Solo existe en los equipos del personal.',
    lifetime: UNTIL_CLEARED,
  },
];
