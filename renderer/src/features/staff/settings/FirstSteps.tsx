import { queryOptions, useQuery } from '@tanstack/react-query';
import { CheckCircle2, Circle } from 'lucide-react';
import { apiRoutes } from '../../../../../shared/api/routes';
import type { SetupStep } from '../../../../../shared/setup-steps';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { SETTINGS } from './copy';
import { SETTINGS_SECTIONS, type SettingsSectionKey } from './sections';

const C = SETTINGS.firstSteps;

/** Where each step is done on this page. */
const WHERE: Record<SetupStep, SettingsSectionKey> = { venue: 'venue', hours: 'calendar', mail: 'mail', internet: 'tunnel', backup: 'backups' };

const checklistQuery = queryOptions({
  queryKey: queryKeys.checklist,
  queryFn: () => call(apiRoutes.settings.checklist),
  // Each step is done elsewhere on this page: its state follows within seconds, until all are done.
  refetchInterval: (query) => (query.state.data?.items.every((item) => item.done) ? false : 5_000),
});

/** 'Primeros pasos': what a new restaurant finishes before diners arrive, each with its state, until all are done. */
export function FirstSteps() {
  const checklist = useQuery(checklistQuery);
  const items = checklist.data?.items;
  if (!items || items.every((item) => item.done)) return null;
  const done = items.filter((item) => item.done).length;
  return (
    <section aria-labelledby="primeros-pasos" className="grid gap-3 rounded-2xl bg-white p-5 ring-1 ring-brand/40">
      <h2 id="primeros-pasos" className="font-display text-2xl font-bold text-ink">
        {C.title}
      </h2>
      <p className="text-muted">{C.progress(done, items.length)}</p>
      <ol className="grid gap-x-6 gap-y-2 lg:grid-cols-2">
        {items.map(({ step, done: finished }) => (
          <li key={step} className="flex items-start gap-3">
            {finished ? <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-green-700" /> : <Circle aria-hidden className="mt-0.5 size-5 shrink-0 text-stone-400" />}
            <span>
              <a href={`#${SETTINGS_SECTIONS[WHERE[step]]}`} className="font-semibold text-brand underline-offset-2 hover:underline">
                {C.steps[step].title}
              </a>
              <span className="sr-only">{finished ? ` (${C.doneWord})` : ` (${C.pendingWord})`}</span>
              <span className="block text-sm text-muted">{finished ? C.doneWord : C.steps[step].todo}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
