/** The evening's timeline: the dashboard's tab. */
export { TimelineTab } from './TimelineTab';
