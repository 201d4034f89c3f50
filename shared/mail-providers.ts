/**
 * The mail providers a Spanish restaurant uses, with the server each gives for sending and the
 * password it asks for: 'Ajustes' → 'Correo' fills server, port and security from here.
 */
import type { SmtpSecurity } from './schemas/smtp';

export interface MailProvider {
  id: string;
  name: string;
  host: string;
  port: number;
  security: SmtpSecurity;
  /** What to put in 'Contraseña del correo', in one sentence. */
  password: string;
}

export const MAIL_PROVIDERS: readonly MailProvider[] = [
  {
    id: 'gmail',
    name: 'Gmail o Google Workspace',
    host: 'smtp.gmail.com',
    port: 465,
    security: 'tls',
    password: 'Una contraseña de aplicación, no la de siempre: en tu cuenta de Google, Seguridad → Verificación en dos pasos → Contraseñas de aplicaciones.',
  },
  {
    id: 'outlook',
    name: 'Outlook.com o Hotmail',
    host: 'smtp-mail.outlook.com',
    port: 587,
    security: 'starttls',
    password: 'La contraseña de la cuenta; si tienes la verificación en dos pasos, una contraseña de aplicación (account.microsoft.com → Seguridad).',
  },
  {
    id: 'microsoft365',
    name: 'Microsoft 365 (correo de empresa)',
    host: 'smtp.office365.com',
    port: 587,
    security: 'starttls',
    password: 'La contraseña del buzón; quien administra Microsoft 365 debe activar «SMTP autenticado» para ese buzón.',
  },
  { id: 'ionos', name: 'IONOS', host: 'smtp.ionos.es', port: 465, security: 'tls', password: 'La contraseña del buzón de correo que creaste en IONOS.' },
  { id: 'ovh', name: 'OVHcloud', host: 'ssl0.ovh.net', port: 465, security: 'tls', password: 'La contraseña del buzón de correo de OVHcloud.' },
  { id: 'hostinger', name: 'Hostinger', host: 'smtp.hostinger.com', port: 465, security: 'tls', password: 'La contraseña del buzón, la que pusiste al crearlo en hPanel.' },
  {
    id: 'zoho',
    name: 'Zoho Mail',
    host: 'smtp.zoho.eu',
    port: 465,
    security: 'tls',
    password: 'La contraseña de la cuenta; con la verificación en dos pasos, una contraseña específica de aplicación (Mi cuenta → Seguridad).',
  },
];

/** The provider whose server these settings name, if any. */
export const providerOf = (host: string): MailProvider | undefined => MAIL_PROVIDERS.find((provider) => provider.host === host.trim().toLowerCase());
