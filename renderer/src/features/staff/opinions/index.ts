/** 'Opiniones': the dashboard's tab and its unread count, a guest's opinions on their card, the figures of 'Informes', and 'Encuesta' on a booking. */
export { FeedbackReport } from './FeedbackReport';
export { GuestOpinions } from './GuestOpinions';
export { OpinionsTab } from './OpinionsTab';
export { SurveyToggle } from './SurveyToggle';
export { UnreadBadge } from './UnreadBadge';
