/** Links to reach a VIP or large-group guest from the host stand: WhatsApp, a call, an e-mail. */

/** wa.me wants the international number without '+': a 9-digit Spanish number gets 34 in front. */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 9 ? `34${digits}` : digits;
}

export function contactLinks(attempt: { customerName: string; customerPhone: string; customerEmail: string; date: string; startTime: string; partySize: number }) {
  const greeting = `Hola ${attempt.customerName}, te escribimos del restaurante por tu solicitud de mesa para ${attempt.partySize} el ${attempt.date} a las ${attempt.startTime}.`;
  return {
    whatsapp: `https://wa.me/${whatsappNumber(attempt.customerPhone)}?text=${encodeURIComponent(greeting)}`,
    phone: `tel:${attempt.customerPhone.replace(/[^\d+]/g, '')}`,
    email: `mailto:${attempt.customerEmail}?subject=${encodeURIComponent('Tu solicitud de reserva')}&body=${encodeURIComponent(greeting)}`,
  };
}
