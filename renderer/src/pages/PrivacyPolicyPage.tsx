import { useSuspenseQuery } from '@tanstack/react-query';
import { fullAddress } from '../../../shared/venue';
import { HolderDetails } from '../features/public/legal/HolderDetails';
import { LegalPage } from '../features/public/legal/LegalPage';
import { LegalSection } from '../features/public/legal/LegalSection';
import { privacyTermsQuery } from '../features/public/legal/privacy-terms';
import { ExternalLink } from '../features/public/site/ExternalLink';
import { useVenue } from '../lib/venue';

/** Privacy policy (GDPR art. 13). The booking form links here in a new tab, so it stands on its own. */
export default function PrivacyPolicyPage() {
  const venue = useVenue();
  const terms = useSuspenseQuery(privacyTermsQuery).data;
  const privacyMail = <a href={`mailto:${venue.dataProtectionEmail}`}>{venue.dataProtectionEmail}</a>;
  return (
    <LegalPage title="Política de privacidad" summary="Cómo tratamos los datos personales que nos facilitas al reservar mesa o al escribirnos.">
      <LegalSection title="1. Responsable del tratamiento">
        <p>El responsable del tratamiento de tus datos personales es:</p>
        <HolderDetails />
        <p>Para cualquier cuestión sobre protección de datos puedes escribirnos a {privacyMail}.</p>
      </LegalSection>

      <LegalSection title="2. Qué datos tratamos">
        <p>
          Los que nos facilitas en el formulario de reserva: nombre, teléfono, correo electrónico, fecha y hora de la reserva, zona preferida, número de personas y, si quieres añadirlas, tus
          peticiones especiales. Para consultar o cancelar una reserva te pedimos el correo electrónico y el número de confirmación.
        </p>
        <p>
          <strong>Los campos marcados con un asterisco (*) son obligatorios.</strong> Sin ellos no podemos gestionar tu reserva; el resto son voluntarios.
        </p>
        <p>
          Si en las peticiones especiales, o al contestar «¿Alguien de la mesa tiene alergias o intolerancias?» después de reservar, nos cuentas una alergia o intolerancia, la guardamos con tu reserva
          y la usaremos solo para atenderte con seguridad durante tu visita.
        </p>
        <p>
          Si te apuntas a la lista de espera (en la web, o en la puerta del restaurante), guardamos tu nombre, tu teléfono, tu correo electrónico si nos lo das, el día, las horas a las que podrías
          venir, la zona y el número de personas.
        </p>
        <p>Si contestas la encuesta que te enviamos el día después de tu visita, guardamos tus notas (del 1 al 5) y, si lo escribes, tu comentario.</p>
      </LegalSection>

      <LegalSection title="3. Para qué los usamos">
        <ul>
          <li>
            <strong>Gestionar las reservas que haces a través de la web</strong>: registrarlas, asignarte mesa, permitirte consultarlas o cancelarlas y avisarte si surge cualquier cambio.
          </li>
          <li>
            <strong>Avisarte si se libera una mesa</strong> cuando estás en la lista de espera: te escribimos (o te llamamos o enviamos un WhatsApp) y te la guardamos un tiempo; no reservamos nada
            hasta que tú lo aceptes.
          </li>
          <li>
            <strong>Preguntarte qué tal fue tu visita</strong>: la mañana siguiente te escribimos una sola vez (como mucho una cada 30 días) con una encuesta breve. Contestarla es voluntario.
          </li>
          <li>
            <strong>Atender tus comunicaciones y consultas</strong> por teléfono, WhatsApp o correo electrónico, incluidas las solicitudes de grupos grandes y de la zona VIP.
          </li>
        </ul>
        <p>No elaboramos perfiles, no tomamos decisiones automatizadas y no usamos tus datos para enviarte publicidad.</p>
      </LegalSection>

      <LegalSection title="4. Base jurídica">
        <p>
          Tratamos tus datos porque es necesario para ejecutar el contrato de reserva o para aplicar, a petición tuya, medidas precontractuales, como responder a tus consultas antes de reservar
          (artículo 6.1.b del Reglamento General de Protección de Datos). La encuesta después de tu visita se basa en nuestro interés legítimo en saber cómo te atendimos (artículo 6.1.f).
        </p>
      </LegalSection>

      <LegalSection title="5. A quién comunicamos tus datos">
        <p>No cedemos tus datos a terceros, salvo obligación legal (por ejemplo, cuando nos los requieran jueces, tribunales u otras autoridades).</p>
        <p>
          Pueden acceder a ellos, solo en la medida necesaria, los proveedores técnicos que nos prestan servicios, como el alojamiento y el mantenimiento de la web. Lo hacen como encargados del
          tratamiento, con un contrato que les obliga a guardar confidencialidad y a no usarlos para ningún otro fin.
        </p>
      </LegalSection>

      <LegalSection title="6. Transferencias internacionales">
        <p>No realizamos transferencias internacionales de datos: tus datos no salen del Espacio Económico Europeo.</p>
      </LegalSection>

      <LegalSection title="7. Cuánto tiempo los conservamos">
        <p>
          Conservamos los datos de cada reserva o solicitud (nombre, correo electrónico, teléfono, peticiones especiales y las alergias que nos digas) durante{' '}
          <strong>{terms.retentionMonths} meses</strong> desde su fecha. Pasado ese plazo los borramos: de la reserva solo queda la fecha, la hora, la zona y el número de personas, sin nada que te
          identifique. El texto de los correos que te enviamos se borra a los {terms.mailBodyDays} días de enviarlos.
        </p>
        <p>Las entradas de la lista de espera se borran enteras al día siguiente de su fecha, hayas conseguido mesa o no.</p>
        <p>Tu comentario de la encuesta se borra con los datos de su reserva; las notas se quedan, sin nada que te identifique, para las cifras del restaurante.</p>
        <p>
          Si nos pides que borremos tus datos antes, lo hacemos en ese momento. Las copias de seguridad, que guardamos como mucho cuatro semanas, los conservan hasta que se renuevan; después
          desaparecen también de ellas.
        </p>
      </LegalSection>

      <LegalSection title="8. Tus derechos">
        <p>Puedes ejercer en cualquier momento, de forma gratuita, los derechos de:</p>
        <ul>
          <li>
            <strong>Acceso</strong>: saber si tratamos tus datos y obtener una copia.
          </li>
          <li>
            <strong>Rectificación</strong>: corregir los datos inexactos o incompletos.
          </li>
          <li>
            <strong>Supresión</strong>: pedir que los borremos cuando ya no sean necesarios.
          </li>
          <li>
            <strong>Oposición</strong>: oponerte al tratamiento por motivos relacionados con tu situación particular.
          </li>
          <li>
            <strong>Limitación</strong>: pedir que conservemos tus datos sin usarlos, en los casos que prevé la ley.
          </li>
          <li>
            <strong>Portabilidad</strong>: recibir tus datos en un formato estructurado y de uso común, o que se los enviemos a otro responsable.
          </li>
        </ul>
        <p>
          <strong>Cómo ejercerlos:</strong> escríbenos a {privacyMail}, o por correo postal a {venue.legalName}, {fullAddress(venue.address)}, indicando qué derecho quieres ejercer y adjuntando una
          copia de un documento que acredite tu identidad. Te responderemos en el plazo máximo de un mes.
        </p>
      </LegalSection>

      <LegalSection title="9. Reclamaciones">
        <p>
          Si crees que no hemos tratado bien tus datos o atendido tus derechos, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (
          <ExternalLink href="https://www.aepd.es">www.aepd.es</ExternalLink>), C/ Jorge Juan, 6, 28001 Madrid.
        </p>
      </LegalSection>

      <LegalSection title="10. Medidas de seguridad">
        <p>
          Aplicamos las medidas técnicas y organizativas adecuadas para proteger tus datos frente a su pérdida, alteración, uso indebido o acceso no autorizado: la web funciona con conexión cifrada,
          el panel de reservas solo es accesible al personal con contraseña, hacemos copias de seguridad y tus reservas solo pueden consultarse con tu correo y tu número de confirmación.
        </p>
      </LegalSection>

      <LegalSection title="11. Menores de edad">
        <p>Si tienes menos de 14 años, pide a tu madre, padre o tutor que haga la reserva por ti.</p>
      </LegalSection>
    </LegalPage>
  );
}
