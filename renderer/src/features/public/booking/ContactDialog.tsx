import { Mail, MessageCircle, Phone } from 'lucide-react';
import { BOOKING_MESSAGES } from '../../../../../shared/messages/booking';
import { phoneHref } from '../../../../../shared/venue';
import { Dialog } from '../../../components/ui/Dialog';
import { useVenue } from '../../../lib/venue';
import { CONTACT_TITLES, contactDetails, mailtoHref, whatsappHref, type ContactRequest } from './contact-message';
import { Details } from './Details';

interface ContactDialogProps {
  request: ContactRequest | null;
  onClose(): void;
}

const EXPLANATIONS = {
  vip: BOOKING_MESSAGES.vipByContact,
  'large-group': BOOKING_MESSAGES.largeGroupByContact,
} as const;

const linkClass = 'flex min-h-12 w-full items-center gap-3 rounded-full px-5 font-semibold transition-colors';
const softLink = `${linkClass} bg-brand-soft text-brand-dark hover:bg-orange-100`;

/** 'ZONA VIP' or 'Grupo Grande': the request is arranged with a person, by WhatsApp, e-mail or phone. */
export function ContactDialog({ request, onClose }: ContactDialogProps) {
  const venue = useVenue();
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={request ? CONTACT_TITLES[request.reason] : ''}
      description={request ? `${EXPLANATIONS[request.reason]} Escríbenos o llámanos con estos datos y te atendemos enseguida.` : undefined}
      footer={
        <button type="button" className="button button-secondary w-full sm:w-auto" onClick={onClose}>
          Entendido
        </button>
      }
    >
      {request && (
        <>
          <Details rows={contactDetails(request)} />
          <div className="grid gap-2">
            <a href={whatsappHref(request, venue)} target="_blank" rel="noopener noreferrer" className={`${linkClass} bg-green-700 text-white hover:bg-green-800`}>
              <MessageCircle aria-hidden className="size-5" />
              Escribir por WhatsApp
              <span className="sr-only"> (se abre en una pestaña nueva)</span>
            </a>
            <a href={mailtoHref(request, venue)} className={softLink}>
              <Mail aria-hidden className="size-5" />
              Enviar un email
            </a>
            <a href={phoneHref(venue.phone)} className={softLink}>
              <Phone aria-hidden className="size-5" />
              Llamar al {venue.phone}
            </a>
          </div>
        </>
      )}
    </Dialog>
  );
}
