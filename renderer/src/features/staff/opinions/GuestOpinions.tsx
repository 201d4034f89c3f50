import { formatShortDate } from '../../../../../shared/long-date';
import { QueryView } from '../../../components/ui/QueryView';
import { OPINIONS } from './copy';
import { OpinionBody, OpinionNote } from './OpinionCard';
import { useGuestOpinions } from './use-opinions';

/** On the guest's card: what they said after each visit, newest first. */
export function GuestOpinions({ guestId }: { guestId: number }) {
  const opinions = useGuestOpinions(guestId);
  return (
    <section aria-labelledby={`opiniones-cliente-${guestId}`} className="grid gap-2">
      <h3 id={`opiniones-cliente-${guestId}`} className="text-base font-semibold text-ink">
        {OPINIONS.guestHeading}
      </h3>
      <QueryView query={opinions} loading={OPINIONS.loading} failed={OPINIONS.failed} className="text-sm">
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-muted">{OPINIONS.guestNone}</p>
          ) : (
            <ul className="grid gap-2">
              {list.map((opinion) => (
                <OpinionNote key={opinion.id} opinion={opinion} heading={formatShortDate(opinion.date)}>
                  <OpinionBody opinion={opinion} />
                </OpinionNote>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
