/** 'Ajustes': the sections other screens link to. */
export { SETTINGS_SECTIONS } from './sections';
