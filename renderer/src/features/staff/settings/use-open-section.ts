import { useLocationProperty } from 'wouter/use-browser-location';
import { sectionOfHash, type SettingsSectionKey } from './sections';

const hash = () => window.location.hash;

/** The section of 'Ajustes' the address names, following every change of its hash (a link, back and forward). */
export function useOpenSection(): SettingsSectionKey {
  return sectionOfHash(useLocationProperty(hash, () => ''));
}
