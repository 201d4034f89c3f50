import type { VenueDetails } from '../../shared/schemas/venue';
import { VENUE } from '../../shared/venue';

/** The demo venue's details, as the owner would type them on 'Ajustes'. */
export function demoVenueDetails(): VenueDetails {
  return {
    name: VENUE.name,
    description: `Restaurante en ${VENUE.address.city}, al pie de la Sierra de Guadarrama. Reserva mesa online y consulta la carta.`,
    legalName: VENUE.legalName,
    taxId: VENUE.taxId,
    registry: VENUE.registry,
    address: { ...VENUE.address },
    phone: VENUE.phone.display,
    email: VENUE.email,
    dataProtectionEmail: VENUE.dataProtectionEmail,
    whatsapp: VENUE.whatsapp,
    links: { ...VENUE.links },
    openingHours: VENUE.openingHours.map((line) => ({ ...line })),
    heroImageUrl: null,
  };
}
