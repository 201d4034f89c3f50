import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserRoundPlus } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PARTY_SIZE_MAX, PARTY_SIZE_MIN, SECTIONS } from '../../../../../shared/sections';
import { apiRoutes } from '../../../../../shared/api/routes';
import { bookingMinutes, compareSlots, endKeepingLength, staffEndTimes, staffStartTimes } from '../../../../../shared/schedule';
import { keptMinutes, proposedEnd } from '../../../../../shared/turn-times';
import type { DiningTable, ReservationAttempt } from '../../../../../shared/types';
import { controlClass, Field } from '../../../components/ui/Field';
import { useToast } from '../../../components/ui/Toaster';
import { ApiError, call } from '../../../lib/api';
import { asksConfirmation, createFailureMessage } from '../../../lib/failure-messages';
import { queryKeys } from '../../../lib/query-keys';
import { RequestsField } from '../kit/booking-fields';
import { SeatingField } from '../kit/SeatingField';
import { capacityRange, seatingBody, seatingProblem, SERVER_CHOOSES, type SeatingChoice } from '../kit/seating';
import { tablesLabel } from '../../../../../shared/table-label';
import { KnownGuest, useKnownGuest, withGuest } from '../kit/KnownGuest';
import { DAY } from '../kit/day-copy';
import { tableIdsOf } from '../kit/day-lists';
import { FormDialog } from '../kit/FormDialog';
import { bookingChanged, dayQuery, freeTablesQuery, turnTimesQuery } from '../kit/staff-queries';
import { FLOOR, QUICK } from './copy';
import { NoTableAdvice } from './NoTableAdvice';
import { missesRequired, noTableReason, partyChoices, quickErrors, quickRequest, seatNowTimes, stillWrong, walkIn, type QuickErrors, type QuickValues } from './quick-reservation';

interface QuickReservationDialogProps {
  /** The list's date: the booking's unless staff choose another. */
  date: string;
  /** The table tapped on the plan; null when a request is booked and any free table will do. */
  table: DiningTable | null;
  /** A VIP or large-group request being turned into a booking: its details fill the form. */
  request?: ReservationAttempt;
  /** The half hour tapped on the timeline: the booking starts there, for as long as 'Duración de la mesa' says. */
  start?: string;
  onClose(): void;
}

const ANY_PARTY = Array.from({ length: PARTY_SIZE_MAX - PARTY_SIZE_MIN + 1 }, (_, i) => PARTY_SIZE_MIN + i);

const FORM_ID = 'reserva-rapida';

function initialValues(date: string, table: DiningTable | null, request: ReservationAttempt | undefined, start: string | undefined): QuickValues {
  return {
    customerName: request?.customerName ?? '',
    date: request?.date ?? date,
    customerPhone: request?.customerPhone ?? '',
    customerEmail: request?.customerEmail ?? '',
    startTime: request?.startTime ?? start ?? '',
    endTime: request?.endTime ?? '',
    partySize: request?.partySize ?? null,
    tableId: table?.id ?? null,
    specialRequests: request?.specialRequests ?? '',
    source: request ? 'request' : 'staff',
  };
}

/** The start list, keeping a request's own time even once it has passed (the party may be at the door). */
function startChoices(date: string, own: string | undefined): string[] {
  const starts = staffStartTimes(date, new Date());
  return own && !starts.includes(own) ? [own, ...starts].sort(compareSlots) : starts;
}

/** A booking made at the host stand in a few taps: on a tapped table, for a walk-in, or from a request. */
export function QuickReservationDialog({ date, table, request, start, onClose }: QuickReservationDialogProps) {
  const toasts = useToast();
  const queryClient = useQueryClient();
  const times = useQuery(turnTimesQuery).data ?? null;
  const [entered, setValues] = useState<QuickValues>(() => initialValues(date, table, request, start));
  // Until staff pick an end (a request brings its own), it is the one 'Duración de la mesa' proposes
  // for the start and the party, whenever the durations answer.
  const [endPicked, setEndPicked] = useState(Boolean(request));
  const values = endPicked || !entered.startTime ? entered : { ...entered, endTime: proposedEnd(entered.startTime, entered.partySize, times) };
  // What was wrong at the last try is said under each field while it still is; the tables to join, above the buttons.
  const [said, setSaid] = useState<QuickErrors>({});
  const errors = stillWrong(said, quickErrors(values));
  const [seatingIssue, setSeatingIssue] = useState<string | null>(null);
  // Each refused try moves the focus to its first wrong field.
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (tries > 0) document.getElementById(FORM_ID)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tries]);
  const known = useKnownGuest(values.customerPhone);
  const set = <K extends keyof QuickValues>(name: K, value: QuickValues[K]) => setValues((current) => ({ ...current, [name]: value }));
  // A request's own time stays offered on its own date, even once it has passed (the party may be at the door).
  const starts = startChoices(values.date, values.date === (request?.date ?? date) ? (request?.startTime ?? start) : undefined);
  // A tapped table brings its zone; a phoned booking or a request chooses one (a request's by default).
  const [zone, setZone] = useState<string>(request?.preferredSection ?? SECTIONS[0]);
  const section = table?.section ?? zone;
  const startField = useRef<HTMLSelectElement>(null);
  const zoneField = useRef<HTMLSelectElement>(null);

  const moveStart = (startTime: string) => {
    // An end staff chose keeps its length; a proposed one follows the new start.
    if (endPicked) set('endTime', endKeepingLength(values.startTime, values.endTime, startTime));
    set('startTime', startTime);
  };
  const moveDate = (day: string) => {
    set('date', day);
    // A start the new date does not offer (already past) is chosen again.
    if (values.startTime && !startChoices(day, undefined).includes(values.startTime)) set('startTime', '');
  };

  // Without a tapped table, the free tables and combinations of the zone that seat the party, and
  // (when staff join tables for this booking) every free table of the zone.
  const [seating, setSeating] = useState<SeatingChoice>(SERVER_CHOOSES);
  const { startTime, endTime, partySize } = values;
  const free = useQuery(freeTablesQuery({ date: values.date, startTime, endTime, partySize, preferredSection: section }, !table));
  const joinable = useQuery(freeTablesQuery({ date: values.date, startTime, endTime, preferredSection: section }, !table && seating.joinedIds !== null));
  // Free combinations seat the party where no single table does: said with what to do, not "another date or time".
  const noSingleTable = !table && partySize !== null && free.data !== undefined && free.data.tableDetails.length === 0 && free.data.combinations.length > 0;
  // Nothing free at all: why, and the starts and zones that have a table.
  const noTable = table || seating.joinedIds !== null ? null : noTableReason(free.data, partySize);
  // A tapped table (on the plan or the timeline) may seat a bigger party with the free combinations it is part of.
  const around = useQuery(freeTablesQuery({ date: values.date, startTime, endTime, preferredSection: table?.section }, table !== null && !request));
  const joinedWith = table ? (around.data?.combinations ?? []).filter((combination) => combination.tables.some((member) => member.id === table.id)) : [];
  const [combinationId, setCombinationId] = useState<number | null>(null);
  const onCombination = joinedWith.find((combination) => combination.id === combinationId) ?? null;
  const failureMessage = (error: unknown) =>
    noSingleTable && partySize !== null && error instanceof ApiError && error.code === 'no-tables' ? DAY.form.noSingleTable(section, partySize) : createFailureMessage(error);
  const parties = onCombination ? partyChoices(capacityRange(onCombination.capacity)) : table ? partyChoices(table) : ANY_PARTY;

  // 'Sentar ahora': a free table seats a party at the door from this half hour, in one more tap.
  const day = useQuery({ ...dayQuery(values.date), enabled: table !== null });
  // Not when a later half hour was tapped on the timeline: that is a booking, not a party at the door.
  const tableBookings = (day.data ?? []).filter((booking) => table !== null && tableIdsOf(booking).includes(table.id));
  const seatNowStart = table && !start ? (seatNowTimes(values.date, new Date(), tableBookings)?.startTime ?? '') : '';
  // Offered when even the shortest stay fits; each party size is then seated for its own duration.
  const seatNowFor = (partySize: number) => (seatNowStart ? seatNowTimes(values.date, new Date(), tableBookings, keptMinutes(seatNowStart, partySize, times)) : null);
  const seatNow = seatNowFor(1);

  const create = useMutation({
    mutationFn: (body: ReturnType<typeof quickRequest> & ReturnType<typeof seatingBody> & { confirmed?: boolean; seated?: boolean }) => call(apiRoutes.reservations.bookForStaff, { body }),
    onSuccess: async (reservation) => {
      toasts.show({ title: QUICK.created, description: QUICK.createdDetail(reservation.customerName, reservation.startTime, tablesLabel(reservation.tables) ?? DAY.noTable) });
      onClose();
      await bookingChanged(queryClient, 'reservation-created', reservation);
    },
    onError: (error) => {
      // A question (a closed date, past the pacing) is asked in the dialog, not reported as a failure.
      if (!asksConfirmation(error)) toasts.show({ variant: 'destructive', title: 'Error', description: failureMessage(error) });
      // Taken meanwhile: the free tables are read again, so the dialog says why and what else would do.
      if (error instanceof ApiError && error.code === 'no-tables') void queryClient.invalidateQueries({ queryKey: queryKeys.range.all });
    },
  });
  const confirmAnyway = () => create.variables && create.mutate({ ...create.variables, confirmed: true });
  const seat = (partySize: number) => {
    const seated = seatNowFor(partySize);
    if (seated && table) create.mutate({ ...quickRequest({ ...values, customerName: QUICK.walkInName, source: 'walk-in', ...seated, partySize }, table.section, table.tableNumber), seated: true });
  };
  /** A start or a zone the server found a table at, taken with one tap; the focus goes to the field it changed. */
  const takeAlternative = (alternative: { startTime: string; preferredSection: string }) => {
    if (alternative.preferredSection !== section) {
      setZone(alternative.preferredSection);
      setSeating(SERVER_CHOOSES);
      zoneField.current?.focus();
    }
    if (alternative.startTime !== values.startTime) {
      moveStart(alternative.startTime);
      startField.current?.focus();
    }
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = quickErrors(values);
    const problem = table ? null : seatingProblem(seating);
    setSaid(found);
    setSeatingIssue(problem);
    setTries((count) => count + 1);
    if (Object.keys(found).length > 0 || problem) return;
    const body = quickRequest(values, section, table?.tableNumber ?? null);
    if (onCombination) create.mutate({ ...body, tableId: null, tableNumber: null, combinationId: onCombination.id });
    else create.mutate(table ? body : { ...body, ...seatingBody(seating) });
  }
  const formProblem = missesRequired(errors) ? QUICK.required : seatingIssue;
  const length = values.startTime && values.endTime ? DAY.form.length(bookingMinutes(values.startTime, values.endTime)) : '';

  return (
    <FormDialog
      title={request ? QUICK.titleFromRequest(request.customerName) : table ? QUICK.title(table.name) : QUICK.newBooking}
      description={table ? QUICK.tableSummary(table.section, FLOOR.capacity(table.minCapacity, table.maxCapacity)) : undefined}
      formId={FORM_ID}
      submitLabel={QUICK.submit}
      pending={create.isPending}
      formClassName="grid items-start gap-3 sm:grid-cols-2"
      wide
      onSubmit={submit}
      onClose={onClose}
    >
      {seatNow && table && (
        <fieldset className="grid gap-2 rounded-xl bg-sky-50 p-3 ring-1 ring-sky-200 sm:col-span-2">
          <legend className="float-left font-semibold text-ink">{QUICK.seatNow(seatNow.startTime)}</legend>
          <div className="clear-both flex flex-wrap gap-2">
            {partyChoices(table).map((size) => (
              <button key={size} type="button" className="button min-h-14 min-w-14 text-lg" aria-label={QUICK.seatParty(size)} disabled={create.isPending} onClick={() => seat(size)}>
                {size}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {table && !request && (
        <div className="flex items-center gap-3 rounded-xl bg-brand-soft p-3 sm:col-span-2">
          <button
            type="button"
            className="button shrink-0"
            onClick={() => setValues((current) => walkIn(endPicked ? current : { ...current, endTime: '' }, starts, table, times))}
            disabled={starts.length === 0}
          >
            <UserRoundPlus aria-hidden className="size-4" />
            {QUICK.walkIn}
          </button>
          <p className="text-sm text-ink">{QUICK.walkInHint}</p>
        </div>
      )}
      <Field label={QUICK.name} error={errors.customerName}>
        {(control) => <input {...control} required value={values.customerName} onChange={(e) => set('customerName', e.target.value)} className={controlClass} />}
      </Field>
      <Field label={QUICK.phone}>
        {(control) => <input {...control} type="tel" autoComplete="off" value={values.customerPhone} onChange={(e) => set('customerPhone', e.target.value)} className={controlClass} />}
      </Field>
      <KnownGuest guest={known} name={values.customerName} onUse={(guest) => setValues((current) => withGuest(current, guest))} />
      <Field label={QUICK.email} error={errors.customerEmail}>
        {(control) => <input {...control} type="email" autoComplete="off" value={values.customerEmail} onChange={(e) => set('customerEmail', e.target.value)} className={controlClass} />}
      </Field>
      <Field label={QUICK.date} error={errors.date}>
        {(control) => <input {...control} type="date" required value={values.date} onChange={(e) => moveDate(e.target.value)} className={controlClass} />}
      </Field>
      <Field label={QUICK.start} error={errors.startTime} hint={starts.length === 0 ? QUICK.noStarts : undefined}>
        {(control) => (
          <select {...control} ref={startField} required value={values.startTime} onChange={(e) => moveStart(e.target.value)} className={controlClass}>
            <option value="">--:--</option>
            {starts.map((time) => (
              <option key={time}>{time}</option>
            ))}
          </select>
        )}
      </Field>
      <Field label={QUICK.end} error={errors.endTime} hint={values.startTime && values.endTime ? (endPicked ? length : QUICK.proposed(length)) : undefined}>
        {(control) => (
          <select
            {...control}
            required
            value={values.endTime}
            disabled={!values.startTime}
            onChange={(e) => {
              setEndPicked(true);
              set('endTime', e.target.value);
            }}
            className={controlClass}
          >
            <option value="">--:--</option>
            {staffEndTimes(values.startTime).map((time) => (
              <option key={time}>{time}</option>
            ))}
          </select>
        )}
      </Field>
      <Field label={QUICK.party} error={errors.partySize}>
        {(control) => (
          <select {...control} required value={values.partySize ?? ''} onChange={(e) => set('partySize', e.target.value ? Number(e.target.value) : null)} className={controlClass}>
            <option value="">--</option>
            {parties.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        )}
      </Field>
      {joinedWith.length > 0 && table && (
        <Field label={DAY.form.table}>
          {(control) => (
            <select {...control} value={combinationId ?? ''} onChange={(e) => setCombinationId(e.target.value ? Number(e.target.value) : null)} className={controlClass}>
              <option value="">{`${table.name} (${table.minCapacity}-${table.maxCapacity})`}</option>
              <optgroup label={DAY.form.combinations}>
                {joinedWith.map((combination) => (
                  <option key={combination.id} value={combination.id}>
                    {`${combination.name} (${combination.capacity})`}
                  </option>
                ))}
              </optgroup>
            </select>
          )}
        </Field>
      )}
      {!table && (
        <Field label={QUICK.zone}>
          {(control) => (
            <select
              {...control}
              ref={zoneField}
              value={zone}
              onChange={(e) => {
                setZone(e.target.value);
                setSeating(SERVER_CHOOSES);
              }}
              className={controlClass}
            >
              {SECTIONS.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          )}
        </Field>
      )}
      {!table && (
        <SeatingField
          value={seating}
          onChange={setSeating}
          emptyLabel={QUICK.autoTable}
          tables={free.data?.tableDetails ?? []}
          combinations={free.data?.combinations ?? []}
          joinable={joinable.data?.tableDetails ?? []}
        />
      )}
      {noSingleTable && seating.joinedIds === null && seating.combinationId === null && (
        <p role="status" className="text-sm font-medium text-amber-900 sm:col-span-2">
          {DAY.form.noSingleTable(section, partySize)}
        </p>
      )}
      {noTable && partySize !== null && free.data && (
        <NoTableAdvice reason={noTable} asked={{ section, partySize, startTime, endTime }} alternatives={free.data.alternatives} onTake={takeAlternative} />
      )}
      <RequestsField value={values.specialRequests} onChange={(text) => set('specialRequests', text)} />
      {(formProblem || create.isError) && (
        // The page behind a modal dialog is hidden from screen readers, toasts included: the reason is said here.
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {formProblem ?? failureMessage(create.error)}
        </p>
      )}
      {!formProblem && asksConfirmation(create.error) && (
        <button type="button" className="button button-secondary w-fit sm:col-span-2" onClick={confirmAnyway}>
          {QUICK.bookAnyway}
        </button>
      )}
    </FormDialog>
  );
}
