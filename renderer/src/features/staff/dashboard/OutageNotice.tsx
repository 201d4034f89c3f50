import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Link } from 'wouter';
import { apiRoutes } from '../../../../../shared/api/routes';
import { ROUTES } from '../../../../../shared/routes';
import { useToast } from '../../../components/ui/Toaster';
import { call } from '../../../lib/api';
import { afterOwnChange } from '../../../lib/changes';
import { failureReason } from '../../../lib/failure-messages';
import { queryKeys } from '../../../lib/query-keys';
import { useNow } from '../../../lib/use-now';
import { STAFF_CACHE } from '../kit/staff-queries';
import { DASHBOARD } from './copy';
import { outageWords } from './outage-words';

const W = DASHBOARD.outage;

/** The outages of the last 30 days, newest first: the latest not dismissed is the notice's. */
const outagesQuery = queryOptions({ ...STAFF_CACHE, queryKey: queryKeys.outages, queryFn: () => call(apiRoutes.outages.list) });

/**
 * The header's notice of the latest outage staff have not dismissed, in words: a link to every
 * outage on 'Informes', and 'Entendido', which hides it on every screen. It takes the room the
 * header has left (below 1280 px shorter words in two small lines, cut short if still too long;
 * whole in its tooltip and for screen readers), so the header stays one line on a 1024 px tablet.
 */
export function OutageNotice() {
  const { data } = useQuery(outagesQuery);
  const now = useNow();
  const queryClient = useQueryClient();
  const toasts = useToast();
  const dismiss = useMutation({
    mutationFn: (id: number) => call(apiRoutes.outages.dismiss, { params: { id } }),
    onSuccess: async (outages) => {
      queryClient.setQueryData(outagesQuery.queryKey, outages);
      await afterOwnChange(queryClient, { kind: 'outages-changed', updated: [queryKeys.outages] });
    },
    onError: (error) => toasts.show({ variant: 'destructive', title: 'Error', description: failureReason(error) }),
  });
  const latest = data?.find((outage) => !outage.seen);
  if (!latest) return null;
  const { sentence, brief } = outageWords(latest, now);
  return (
    <div className="flex min-w-0 items-center gap-1 rounded-full bg-amber-300 py-0.5 pr-0.5 pl-3 text-sm font-semibold text-ink max-lg:basis-full lg:flex-1 lg:basis-0">
      <Link href={ROUTES.reports} className="min-w-0 underline-offset-2 hover:underline" title={`${sentence}. ${W.seeAll}`}>
        {/* Below 1280 px the sentence without its subject, in two small lines; screen readers always hear it whole. */}
        <span aria-hidden className="line-clamp-2 text-xs leading-tight text-balance xl:hidden">
          {brief}
        </span>
        <span role="status" className="max-xl:sr-only xl:block xl:truncate">
          {sentence}
        </span>
      </Link>
      <button
        type="button"
        aria-label={W.dismiss}
        title={W.dismiss}
        disabled={dismiss.isPending}
        onClick={() => dismiss.mutate(latest.id)}
        className="grid size-9 shrink-0 place-items-center rounded-full hover:bg-ink/10 disabled:opacity-60"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
