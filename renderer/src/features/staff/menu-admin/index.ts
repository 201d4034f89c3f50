/** The menu's editor: the dashboard's Carta tab. */
export { MenuTab } from './MenuTab';
