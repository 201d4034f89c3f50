import escapeHtml from 'escape-html';
import type { OutgoingMail } from './outbox';

/** 'Enviar correo de prueba': proof that the owner's mail server takes the venue's messages. */
export function testMail(recipient: string, venueName: string): OutgoingMail {
  const text = `Este es un correo de prueba de la web de ${venueName || 'tu restaurante'}. Si lo recibes, los clientes recibirán la confirmación de sus reservas.`;
  return { kind: 'test', recipient, subject: 'Correo de prueba de las reservas', text, html: `<p>${escapeHtml(text)}</p>` };
}
