import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { SECTIONS } from '../../../../../shared/sections';
import { apiRoutes } from '../../../../../shared/api/routes';
import { bookingMinutes, endAfterNewStart, endKeepingLength, staffEndTimes, staffStartTimes } from '../../../../../shared/schedule';
import type { ReservationUpdateInput } from '../../../../../shared/schemas/reservation';
import type { DayReservation, Reservation } from '../../../../../shared/types';
import { controlClass, Field } from '../../../components/ui/Field';
import { useToast } from '../../../components/ui/Toaster';
import { call } from '../../../lib/api';
import { expectEcho } from '../../../lib/changes';
import { updateFailureMessage } from '../../../lib/failure-messages';
import { DAY } from '../kit/day-copy';
import { FormDialog } from '../kit/FormDialog';
import { bookingChanged, freeTablesQuery } from '../kit/staff-queries';
import { RowDialog } from './RowDialog';
import { RequestsField } from '../kit/booking-fields';
import { SeatingField } from '../kit/SeatingField';
import { seatingBody, seatingProblem, SERVER_CHOOSES, type SeatingChoice } from '../kit/seating';
import { tablesLabel } from '../../../../../shared/table-label';
import { GuestNotes } from '../guests';
import { KnownGuest, useKnownGuest, withGuest } from '../kit/KnownGuest';
import { editErrors, type EditValues } from './edit-form';
import { SurveyToggle } from '../opinions';

const PARTY_CHOICES = Array.from({ length: 10 }, (_, i) => i + 1);

function valuesOf(reservation: Reservation): EditValues {
  return {
    customerName: reservation.customerName,
    customerEmail: reservation.customerEmail,
    customerPhone: reservation.customerPhone,
    date: reservation.date,
    startTime: reservation.startTime,
    endTime: reservation.endTime,
    preferredSection: reservation.tableSection ?? reservation.preferredSection,
    partySize: reservation.partySize,
    tableId: reservation.tableId,
    specialRequests: reservation.specialRequests ?? '',
  };
}

/** 'Editar' on a row: the booking's details, times and table, saved with PUT. */
export function EditDialog({ reservation, busy }: { reservation: DayReservation; busy: boolean }) {
  return (
    <RowDialog icon={Pencil} label={DAY.edit} busy={busy}>
      {(close) => <EditForm reservation={reservation} onClose={close} />}
    </RowDialog>
  );
}

/** The edit form itself, open while mounted: a row's 'Editar' and a tapped bar on the timeline. */
export function EditForm({ reservation, onClose }: { reservation: DayReservation; onClose(): void }) {
  const toasts = useToast();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<EditValues>(() => valuesOf(reservation));
  const known = useKnownGuest(values.customerPhone);
  const [errors, setErrors] = useState<Partial<Record<keyof EditValues | 'times', string>>>({});
  const set = <K extends keyof EditValues>(name: K, value: EditValues[K]) => setValues((current) => ({ ...current, [name]: value }));
  // Moving the start moves the end with it, until staff choose an end themselves.
  const [endChosen, setEndChosen] = useState(false);
  const moveStart = (startTime: string) =>
    setValues((current) => ({ ...current, startTime, endTime: endChosen ? endAfterNewStart(startTime, current.endTime) : endKeepingLength(current.startTime, current.endTime, startTime) }));

  const { date, startTime, endTime, partySize, preferredSection } = values;
  // Its own tables (all of them, when joined) stay until another choice; the free ones exclude the booking itself.
  const [seating, setSeating] = useState<SeatingChoice>({ ...SERVER_CHOOSES, tableId: reservation.tableId });
  const free = useQuery(freeTablesQuery({ date, startTime, endTime, partySize, preferredSection, excludeReservation: reservation.id }));
  const joinable = useQuery(freeTablesQuery({ date, startTime, endTime, preferredSection, excludeReservation: reservation.id }, seating.joinedIds !== null));
  const tables = free.data?.tableDetails ?? [];
  const joined = reservation.tables.length > 1;
  // The booking's own table stays on the list even when it is not free for the new times; joined tables are listed as they are.
  const keepsOwnTable = reservation.tableId !== null && seating.tableId === reservation.tableId && (joined || !tables.some((table) => table.id === reservation.tableId));
  const problem = seatingProblem(seating);

  const save = useMutation({
    mutationFn: (body: ReservationUpdateInput) => call(apiRoutes.reservations.update, { params: { id: reservation.id }, body }),
    onMutate: () => ({ failed: expectEcho(queryClient, { kind: 'reservation-updated', id: reservation.id }) }),
    onSuccess: async (row) => {
      toasts.show({ title: DAY.updated, description: DAY.partyLine(row.customerName, row.partySize, row.startTime) });
      onClose();
      await bookingChanged(queryClient, 'reservation-updated', row);
    },
    onError: (error, _body, context) => {
      context?.failed();
      toasts.show({ variant: 'destructive', title: 'Error', description: updateFailureMessage(error) });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = { ...editErrors(values), ...(problem && { tableId: problem }) };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // The tables chosen are sent as they are: if another screen has taken one meanwhile, the server says so.
    // Its own first table sent back keeps all its tables (the server's rule), so a joined party stays joined.
    save.mutate({ ...values, ...seatingBody(seating), time: values.startTime, specialRequests: values.specialRequests || null });
  }

  return (
    <FormDialog
      title={DAY.editTitle(reservation.customerName)}
      formId="editar-reserva"
      submitLabel={DAY.save}
      pending={save.isPending}
      formClassName="grid gap-3 sm:grid-cols-2"
      onSubmit={submit}
      onClose={onClose}
    >
      <GuestNotes guest={reservation.guest} />
      <Field label={DAY.form.name} error={errors.customerName}>
        {(control) => <input {...control} value={values.customerName} onChange={(e) => set('customerName', e.target.value)} className={controlClass} />}
      </Field>
      <Field label={DAY.form.phone} error={errors.customerPhone}>
        {(control) => <input {...control} type="tel" value={values.customerPhone} onChange={(e) => set('customerPhone', e.target.value)} className={controlClass} />}
      </Field>
      <KnownGuest guest={known} name={values.customerName} onUse={(guest) => setValues((current) => withGuest(current, guest))} />
      <div className="sm:col-span-2">
        <Field label={DAY.form.email} error={errors.customerEmail}>
          {(control) => <input {...control} type="email" value={values.customerEmail} onChange={(e) => set('customerEmail', e.target.value)} className={controlClass} />}
        </Field>
      </div>
      <Field label={DAY.form.date} error={errors.date}>
        {(control) => <input {...control} type="date" value={values.date} onChange={(e) => set('date', e.target.value)} className={controlClass} />}
      </Field>
      <Field label={DAY.form.section} error={errors.preferredSection}>
        {(control) => (
          <select {...control} value={values.preferredSection} onChange={(e) => set('preferredSection', e.target.value)} className={controlClass}>
            {SECTIONS.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        )}
      </Field>
      <Field label={DAY.form.start} error={errors.startTime ?? errors.times}>
        {(control) => (
          <select {...control} value={values.startTime} onChange={(e) => moveStart(e.target.value)} className={controlClass}>
            <option value="">--:--</option>
            {staffStartTimes(values.date, new Date(), { keep: reservation.startTime, weekdayLunch: true }).map((time) => (
              <option key={time}>{time}</option>
            ))}
          </select>
        )}
      </Field>
      <Field label={DAY.form.end} error={errors.endTime} hint={values.startTime && values.endTime ? DAY.form.length(bookingMinutes(values.startTime, values.endTime)) : undefined}>
        {(control) => (
          <select
            {...control}
            value={values.endTime}
            disabled={!values.startTime}
            onChange={(e) => {
              setEndChosen(true);
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
      <Field label={DAY.form.party}>
        {(control) => (
          <select {...control} value={values.partySize} onChange={(e) => set('partySize', Number(e.target.value))} className={controlClass}>
            {PARTY_CHOICES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SeatingField
        value={seating}
        onChange={setSeating}
        emptyLabel={DAY.form.anyTable}
        tables={joined ? tables.filter((table) => table.id !== reservation.tableId) : tables}
        combinations={free.data?.combinations ?? []}
        joinable={joinable.data?.tableDetails ?? []}
        extra={keepsOwnTable && <option value={reservation.tableId ?? ''}>{tablesLabel(reservation.tables) ?? reservation.tableNumber}</option>}
      />
      {errors.tableId && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {errors.tableId}
        </p>
      )}
      <RequestsField value={values.specialRequests} onChange={(text) => set('specialRequests', text)} />
      <SurveyToggle reservation={reservation} />
      {save.isError && (
        // The page behind a modal dialog is hidden from screen readers, toasts included: the reason is said here too.
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {updateFailureMessage(save.error)}
        </p>
      )}
    </FormDialog>
  );
}
