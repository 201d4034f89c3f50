import { useQuery } from '@tanstack/react-query';
import { addDays } from '../../../../../shared/madrid-time';
import type { Opinion } from '../../../../../shared/api/feedback';
import { serviceDate } from '../../../../../shared/schedule';
import { QueryView } from '../../../components/ui/QueryView';
import { OPINIONS } from './copy';
import { OpinionBody, OverallBadge, visitLine } from './OpinionCard';
import { opinionsQuery, useMarkRead } from './use-opinions';

const DAYS = 30;

/** One opinion, closed until staff open it; opening an unread one marks it read. */
function OpinionItem({ opinion }: { opinion: Opinion }) {
  const markRead = useMarkRead();
  const unread = opinion.readAt === null;
  return (
    <li>
      <details
        className={`rounded-xl bg-white ring-1 ${opinion.low ? 'ring-red-300' : 'ring-stone-200'}`}
        onToggle={(event) => {
          if (event.currentTarget.open && unread && !markRead.isPending) markRead.mutate(opinion);
        }}
      >
        <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2">
          <OverallBadge opinion={opinion} />
          <span className="font-semibold text-ink">{visitLine(opinion)}</span>
          {unread && <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-white">{OPINIONS.newBadge}</span>}
        </summary>
        <div className="border-t border-stone-200 px-4 py-3">
          <OpinionBody opinion={opinion} />
        </div>
      </details>
    </li>
  );
}

/** 'Opiniones': the last 30 service days' opinions, newest first, the low and unread ones marked. */
export function OpinionsTab() {
  const to = serviceDate(new Date());
  const list = useQuery(opinionsQuery(addDays(to, -DAYS), to));
  return (
    <section aria-labelledby="opiniones-titulo" className="grid max-w-4xl gap-3">
      <h3 id="opiniones-titulo" className="font-display text-2xl font-semibold text-ink">
        {OPINIONS.heading}
      </h3>
      <p className="text-muted">{OPINIONS.intro}</p>
      <QueryView query={list} loading={OPINIONS.loading} failed={OPINIONS.failed}>
        {({ opinions }) =>
          opinions.length === 0 ? (
            <p>{OPINIONS.none}</p>
          ) : (
            <ul className="grid gap-2">
              {opinions.map((opinion) => (
                <OpinionItem key={opinion.id} opinion={opinion} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
