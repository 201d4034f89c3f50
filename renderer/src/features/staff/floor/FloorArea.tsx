import { useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { Lock, LockOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import type { TableCombinationDto } from '../../../../../shared/api/dto';
import { DEFAULT_SECTION, SECTIONS } from '../../../../../shared/sections';
import type { DiningTable } from '../../../../../shared/types';
import { QueryView } from '../../../components/ui/QueryView';
import { useAltShortcut } from '../../../lib/use-alt-shortcut';
import { useNow } from '../../../lib/use-now';
import { venueHours } from '../../../lib/venue';
import { scheduleContext, serviceDate } from '../../../../../shared/schedule';
import type { SectionFilter } from '../kit/day-lists';
import { combinationsQuery, dayQuery, tablesQuery, waitlistQuery } from '../kit/staff-queries';
import { CombinationDialog } from './CombinationDialog';
import { FLOOR } from './copy';
import { useDragLock } from './drag-lock';
import { FloorGrid } from './FloorGrid';
import { bookingsByTable, holdsByTable } from './floor-plan';
import { Legend } from './Legend';
import { QuickReservationDialog } from './QuickReservationDialog';
import { TableDialog } from './TableDialog';
import { TableList } from './TableList';

// 44 px for a finger; 36 px from 1280 px, the front desk's mouse (beside the day's lists, or on 'Mesas').
const segmentClass =
  'min-h-11 rounded-lg px-3 text-sm font-semibold xl:min-h-9 xl:px-2.5 ring-1 ring-stone-300 aria-pressed:bg-ink aria-pressed:text-white aria-pressed:ring-ink hover:bg-stone-100 aria-pressed:hover:bg-ink';

/**
 * The table-management area: one section's floor plan (a table held for the waiting list says so),
 * its legend and lock, and every table by section with its joined tables ('Unir mesas'); 'Ahora' (the
 * default during service on the venue's today) or the whole day.
 * `newTableKey`: Alt+N opens 'Nueva mesa' (on 'Mesas'; on 'Reservas' it is 'Nueva reserva').
 */
export function FloorArea({ date, filter, newTableKey = false }: { date: string; filter: SectionFilter; newTableKey?: boolean }) {
  const tables = useQuery(tablesQuery);
  const day = useQuery(dayQuery(date));
  const combinations = useQuery(combinationsQuery);
  const { locked, toggle } = useDragLock();
  const [chosen, setChosen] = useState<string>(DEFAULT_SECTION);
  const [quickFor, setQuickFor] = useState<DiningTable | null>(null);
  const [editing, setEditing] = useState<DiningTable | 'new' | null>(null);
  // 'Unir mesas' in a zone (combination null), or a combination's 'Editar'.
  const [joining, setJoining] = useState<{ section: string; combination: TableCombinationDto | null } | null>(null);
  // The zone filter above decides the plan shown; with every zone listed, the plan's own buttons do.
  const section = filter === 'all' ? chosen : filter;
  const bookings = bookingsByTable(day.data ?? []);
  const clock = useNow();
  const waitlist = useQuery(waitlistQuery(date));
  const holds = holdsByTable(waitlist.data ?? [], clock);
  const queryClient = useQueryClient();
  const isToday = date === serviceDate(clock);
  const [chosenView, setView] = useState<'now' | 'day' | null>(null);
  const view = isToday ? (chosenView ?? (scheduleContext(clock, venueHours(queryClient)) === 'active' ? 'now' : 'day')) : 'day';
  const now = view === 'now' ? clock : null;
  useAltShortcut('KeyN', () => setEditing('new'), newTableKey);

  return (
    <section aria-labelledby="plano-titulo" className="@container grid grid-cols-[minmax(0,1fr)] gap-3 rounded-2xl bg-white/70 p-3 ring-1 ring-stone-200 2xl:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="plano-titulo" className="mr-auto font-display text-lg font-bold text-ink">
          {FLOOR.title}
        </h3>
        <button type="button" aria-pressed={locked} onClick={toggle} className={clsx('button button-secondary min-h-11 px-3 text-sm xl:min-h-9', locked && 'bg-stone-200')}>
          {locked ? <Lock aria-hidden className="size-4" /> : <LockOpen aria-hidden className="size-4" />}
          {FLOOR.lock}
        </button>
        <button type="button" onClick={() => setEditing('new')} className="button min-h-11 px-3 text-sm xl:min-h-9">
          <Plus aria-hidden className="size-4" />
          {FLOOR.newTable}
        </button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {filter === 'all' && (
          <div role="group" aria-label={FLOOR.sectionsLabel} className="flex flex-wrap gap-1.5">
            {SECTIONS.map((name) => (
              <button key={name} type="button" aria-pressed={name === section} onClick={() => setChosen(name)} className={segmentClass}>
                {name}
              </button>
            ))}
          </div>
        )}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          {isToday && (
            <div role="group" aria-label={FLOOR.views.label} className="flex gap-1.5">
              {(['now', 'day'] as const).map((option) => (
                <button key={option} type="button" aria-pressed={view === option} onClick={() => setView(option)} className={segmentClass}>
                  {FLOOR.views[option]}
                </button>
              ))}
            </div>
          )}
          <Legend now={now !== null} />
        </div>
      </div>
      <p className="text-sm text-muted xl:text-xs">{locked ? FLOOR.lockedHint : FLOOR.unlockedHint}</p>
      <QueryView query={tables} loading={FLOOR.loading} failed={FLOOR.loadFailed}>
        {(list) => (
          // Plan and table list side by side where the area is 1024 px wide or more ('Mesas' at the front desk), else one under the other.
          <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 @5xl:grid-cols-[minmax(0,3fr)_minmax(18rem,2fr)]">
            <FloorGrid section={section} tables={list} combinations={combinations.data ?? []} bookings={bookings} holds={holds} locked={locked} now={now} onOpen={setQuickFor} />
            <TableList
              tables={list}
              bookings={bookings}
              openSection={section}
              onQuick={setQuickFor}
              onEdit={setEditing}
              now={now}
              combinations={combinations}
              onJoin={(zone) => setJoining({ section: zone, combination: null })}
              onEditCombination={(combination) => setJoining({ section: combination.section, combination })}
            />
          </div>
        )}
      </QueryView>
      {quickFor && <QuickReservationDialog date={date} table={quickFor} onClose={() => setQuickFor(null)} />}
      {joining && tables.data && <CombinationDialog combination={joining.combination} section={joining.section} tables={tables.data} onClose={() => setJoining(null)} />}
      {editing && <TableDialog table={editing === 'new' ? null : editing} section={section} onClose={() => setEditing(null)} />}
    </section>
  );
}
