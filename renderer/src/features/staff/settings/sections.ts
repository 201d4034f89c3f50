import { ROUTES } from '../../../../../shared/routes';

/**
 * The sections of 'Ajustes', in the order of its contents, by the id of each one's heading. The page
 * shows one at a time, the one its address names (/dashboard/ajustes#copias-de-seguridad); with no
 * name, or one it does not know, the first.
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

const KEYS = Object.keys(SETTINGS_SECTIONS) as SettingsSectionKey[];

/** The section an address's hash ('#calendario') opens. */
export function sectionOfHash(hash: string): SettingsSectionKey {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return 'venue'; // A malformed escape in a hand-typed address names no section.
  }
  return KEYS.find((key) => SETTINGS_SECTIONS[key] === id) ?? 'venue';
}

/** The address of one section ('Volver a Ajustes' from a sheet opened there). */
export const settingsSectionHref = (key: SettingsSectionKey) => `${ROUTES.settings}#${SETTINGS_SECTIONS[key]}`;
