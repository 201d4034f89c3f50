import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { apiRoutes } from '../../../../../shared/api/routes';
import type { Reservation } from '../../../../../shared/types';
import { controlClass, Field } from '../../../components/ui/Field';
import { useToast } from '../../../components/ui/Toaster';
import { call } from '../../../lib/api';
import { markStale } from '../../../lib/changes';
import { DAY } from '../kit/day-copy';
import { FormDialog } from '../kit/FormDialog';
import { bookingChanged, freeTablesQuery } from '../kit/staff-queries';
import { RowDialog } from './RowDialog';
import { copyNames, copyRequest } from './duplicate';

/** 'Duplicar' on a row: the same evening booked again on other free tables, all at once. */
export function DuplicateDialog({ reservation, busy }: { reservation: Reservation; busy: boolean }) {
  return (
    <RowDialog icon={Copy} label={DAY.duplicate} busy={busy}>
      {(close) => <DuplicateForm reservation={reservation} onClose={close} />}
    </RowDialog>
  );
}

function DuplicateForm({ reservation, onClose }: { reservation: Reservation; onClose(): void }) {
  const toasts = useToast();
  const queryClient = useQueryClient();
  const [name, setName] = useState(reservation.customerName);
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const { date, startTime, endTime } = reservation;
  const free = useQuery(freeTablesQuery({ date, startTime, endTime }));
  const tables = free.data?.tableDetails ?? [];

  const create = useMutation({
    mutationFn: () => {
      const picked = tables.filter((table) => chosen.includes(table.id));
      const names = copyNames(name.trim() || reservation.customerName, picked.length);
      return Promise.all(picked.map((table, index) => call(apiRoutes.reservations.bookForStaff, { body: copyRequest(reservation, names[index] ?? name, table) })));
    },
    onSuccess: async (created) => {
      toasts.show({ title: DAY.duplicated(created.length) });
      onClose();
      await Promise.all(created.map((row) => bookingChanged(queryClient, 'reservation-created', row)));
    },
    onError: async () => {
      setProblem(DAY.duplicateFailed);
      toasts.show({ variant: 'destructive', title: 'Error', description: DAY.duplicateFailed });
      // Some copies may have been made before one failed: the lists show what now exists.
      await markStale(queryClient, 'reservation-created');
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen.length === 0) {
      setProblem(DAY.pickTable);
      return;
    }
    setProblem(null);
    create.mutate();
  }

  const toggle = (id: number) => setChosen((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));

  return (
    <FormDialog
      title={DAY.duplicateTitle(reservation.customerName)}
      description={`${reservation.date} · ${reservation.startTime}–${reservation.endTime} · ${DAY.people(reservation.partySize)}`}
      formId="duplicar-reserva"
      submitLabel={DAY.duplicateConfirm}
      pending={create.isPending}
      formClassName="grid gap-3"
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label={DAY.form.name}>{(control) => <input {...control} value={name} onChange={(e) => setName(e.target.value)} className={controlClass} />}</Field>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">{DAY.freeTables}</legend>
        {free.isPending ? (
          <p role="status" className="text-sm text-muted">
            {DAY.loading}
          </p>
        ) : tables.length === 0 ? (
          <p className="text-sm text-muted">{DAY.noFreeTables}</p>
        ) : (
          <div className="grid max-h-64 gap-1 overflow-y-auto sm:grid-cols-2">
            {tables.map((table) => (
              <label key={table.id} className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm hover:bg-stone-50">
                <input type="checkbox" checked={chosen.includes(table.id)} onChange={() => toggle(table.id)} className="size-4 accent-brand" />
                {`${table.name} · ${table.section} (${table.capacity})`}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </FormDialog>
  );
}
