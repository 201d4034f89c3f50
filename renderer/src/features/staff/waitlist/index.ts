/** The waiting list on the dashboard: what the day's tab shows beside its lists. */
export { WaitlistSection } from './WaitlistSection';
