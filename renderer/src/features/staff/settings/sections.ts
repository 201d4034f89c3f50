/**
 * The blocks of 'Ajustes', in page order, by the id of each one's heading: the page's contents
 * link to them (/dashboard/ajustes#copias-de-seguridad).
 */
export const SETTINGS_SECTIONS = {
  venue: 'datos-del-local',
  calendar: 'calendario',
  tunnel: 'acceso-desde-internet',
  lan: 'tabletas-del-local',
  computer: 'este-ordenador',
  mail: 'correo',
  reminders: 'recordatorios',
  qr: 'codigos-qr',
  backups: 'copias-de-seguridad',
  privacy: 'privacidad',
  password: 'contrasena-del-personal',
} as const;

export type SettingsSectionKey = keyof typeof SETTINGS_SECTIONS;
