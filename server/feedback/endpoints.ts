import type { feedbackContract } from '../../shared/api/feedback';
import { announceChangeOf, type Handlers } from '../api/endpoints';
import { toReservation } from '../api/dto';
import { RATES, withinRate, type FairUseCounter } from '../fair-use';
import type { Opinions } from './opinions';

export function feedbackEndpoints({ opinions, fairUse }: { opinions: Opinions; fairUse: FairUseCounter | null }): Handlers<typeof feedbackContract> {
  return {
    // Reading the link, like a reminder's, is within the per-minute limits of every public call.
    view: ({ params }) => opinions.view(params.token),
    answer: {
      // Sending is a public form's: limited as 'Mis reservas' searches and a waiting list's answer are.
      before: [withinRate(fairUse, RATES.search)],
      handle: ({ params, body }, { res }) => {
        const { view, id } = opinions.answer(params.token, body);
        // The dashboards hear which opinion arrived; the link does not name it.
        announceChangeOf(res, id);
        return view;
      },
    },
    list: ({ query }) => opinions.list(query.from, query.to),
    unread: () => ({ unread: opinions.unread() }),
    markRead: ({ params }) => opinions.markRead(params.id),
    ofGuest: ({ params }) => opinions.ofGuest(params.id),
    setSurvey: ({ params, body }) => toReservation(opinions.setSurvey(params.id, body.surveyOptOut)),
  };
}
