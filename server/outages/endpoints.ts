import type { outagesContract } from '../../shared/api/outages';
import { OUTAGE_MESSAGES } from './messages';
import type { Handlers } from '../api/endpoints';
import type { Clock } from '../kernel';
import { notFound } from '../http/errors';
import type { OutageStore } from './store';

/** How far back the list and the dashboard's notice look. */
const OUTAGES_SHOWN_DAYS = 30;

/** The outages staff see (the header's notice reads the list) and the notice dismissed. */
export function outageEndpoints({ outages }: { outages: OutageStore }, clock: Clock): Handlers<typeof outagesContract> {
  const recent = () => outages.endedSince(clock().getTime() - OUTAGES_SHOWN_DAYS * 86_400_000);
  return {
    list: recent,
    dismiss: ({ params }) => {
      if (!outages.dismiss(params.id)) throw notFound(OUTAGE_MESSAGES.notFound);
      return recent();
    },
  };
}
