/** Links to reach a VIP or large-group guest from the host stand: WhatsApp, a call, an e-mail. */
import { phoneHref, whatsappHref } from '../kit/contact';

export function contactLinks(attempt: { customerName: string; customerPhone: string; customerEmail: string; date: string; startTime: string; partySize: number }) {
  const greeting = `Hola ${attempt.customerName}, te escribimos del restaurante por tu solicitud de mesa para ${attempt.partySize} el ${attempt.date} a las ${attempt.startTime}.`;
  return {
    whatsapp: whatsappHref(attempt.customerPhone, greeting),
    phone: phoneHref(attempt.customerPhone),
    email: `mailto:${attempt.customerEmail}?subject=${encodeURIComponent('Tu solicitud de reserva')}&body=${encodeURIComponent(greeting)}`,
  };
}
