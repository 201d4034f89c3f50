import { Link } from 'wouter';
import { HOME_SECTIONS } from '../../../shared/routes';
import { HolderDetails } from '../features/public/legal/HolderDetails';
import { LegalPage } from '../features/public/legal/LegalPage';
import { LegalSection } from '../features/public/legal/LegalSection';
import { useVenue } from '../lib/venue';

/** Legal notice (LSSI-CE art. 10): who runs the site and on what terms. */
export default function LegalNoticePage() {
  const venue = useVenue();
  return (
    <LegalPage title="Aviso legal" summary="Quién está detrás de esta web y en qué condiciones puedes usarla.">
      <LegalSection title="1. Identificación del titular">
        <p>
          En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI-CE), te informamos de que esta web pertenece
          a:
        </p>
        <HolderDetails />
      </LegalSection>

      <LegalSection title="2. Objeto">
        <p>
          Esta web presenta el restaurante {venue.name} y permite reservar mesa online, consultar y cancelar las reservas hechas y ver la carta. Las reservas de grupos grandes y de la zona VIP se
          atienden por teléfono, WhatsApp o correo electrónico.
        </p>
      </LegalSection>

      <LegalSection title="3. Condiciones de uso">
        <p>Usar la web es gratuito e implica aceptar este aviso legal. Te comprometes a usarla de forma lícita y de buena fe y, en especial, a:</p>
        <ul>
          <li>facilitar datos verdaderos al reservar;</li>
          <li>no hacer reservas en nombre de otras personas sin su permiso, ni reservas que no pienses utilizar;</li>
          <li>no intentar acceder a las zonas reservadas al personal ni dañar, alterar o sobrecargar la web.</li>
        </ul>
        <p>
          Si no vas a poder venir, cancela tu reserva desde <Link href={`/#${HOME_SECTIONS.myBookings}`}>Mis reservas</Link> o avísanos cuanto antes: así otra persona podrá disfrutar de la mesa.
        </p>
      </LegalSection>

      <LegalSection title="4. Propiedad intelectual e industrial">
        <p>
          Los textos, fotografías, ilustraciones, logotipos, el diseño y el código de esta web, así como la marca y el nombre comercial {venue.name}, pertenecen a {venue.legalName} o a terceros que
          han autorizado su uso, y están protegidos por la normativa de propiedad intelectual e industrial.
        </p>
        <p>
          Puedes consultarlos e imprimirlos para tu uso personal. Cualquier otro uso, como su reproducción, distribución, comunicación pública o transformación, requiere nuestra autorización por
          escrito.
        </p>
      </LegalSection>

      <LegalSection title="5. Responsabilidad">
        <p>
          Procuramos que la información de la web (carta, precios, alérgenos, horarios y disponibilidad) sea correcta y esté al día, pero puede contener errores puntuales o cambiar sin previo aviso.
          Si tienes una alergia o intolerancia, confírmala siempre con nuestro personal.
        </p>
        <p>
          La web puede interrumpirse por mantenimiento o por causas técnicas ajenas a nosotros. No respondemos de los daños derivados de un uso indebido de la web ni de interrupciones o fallos que no
          nos sean imputables.
        </p>
        <p>Los enlaces a otros sitios (reseñas, redes sociales, mapas) se ofrecen para tu comodidad: no controlamos su contenido ni respondemos de él.</p>
      </LegalSection>

      <LegalSection title="6. Legislación aplicable y jurisdicción">
        <p>
          Este aviso legal se rige por la legislación española. Para resolver cualquier controversia relacionada con la web, las partes se someten a los Juzgados y Tribunales de Madrid, salvo que la
          normativa de consumidores y usuarios te reconozca el derecho a acudir a los de tu domicilio.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
