import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRoutes } from '../../../../../shared/api/routes';
import type { LiveEventKind } from '../../../../../shared/live-events';
import type { ReminderChannel } from '../../../../../shared/schemas/reminders';
import type { Reservation } from '../../../../../shared/types';
import { useToast } from '../../../components/ui/Toaster';
import { call } from '../../../lib/api';
import { expectEcho, FORESEEN_CHANGE, releaseHeldBack } from '../../../lib/changes';
import { queryKeys } from '../../../lib/query-keys';
import { bookingChanged } from '../kit/staff-queries';
import { updateFailureMessage } from '../../../lib/failure-messages';
import { DAY } from '../kit/day-copy';

const { reservations } = apiRoutes;

/** What a change does to its row, shown before the server answers. */
type Foresee<Input> = (input: Input) => Partial<Reservation>;

interface Options<Input> {
  foresee?: Foresee<Input>;
  explain?: (error: Error) => string;
  /** The change that puts it back, offered as the toast's 'Deshacer'; null when there is none. */
  undo?: (input: Input) => Input | null;
  /** How to put it back without the toast, for screen readers. */
  undoElsewhere?: (name: string) => string;
}

/**
 * One staff change of a booking and its toasts, which name the party and, with `undo`, offer
 * 'Deshacer' (the change that puts the booking back). With `foresee`, the row changes at once (a host
 * taps 'Llegó' and the party moves now) and goes back if the server refuses; the row the server
 * returns then takes its place, and nothing is read again for it.
 */
function useBookingChange<Input extends { id: string }>(
  kind: LiveEventKind,
  send: (input: Input) => Promise<Reservation>,
  success: (input: Input) => string,
  failure: string,
  { foresee, explain = (error) => error.message, undo, undoElsewhere = DAY.undoAlt }: Options<Input> = {},
) {
  const toasts = useToast();
  const queryClient = useQueryClient();
  const days = { queryKey: queryKeys.day.all };
  // The toast's 'Deshacer' sends through this same change; it is made before the change exists.
  const again = useRef<(input: Input) => void>(() => undefined);
  const change = useMutation({
    mutationKey: foresee ? FORESEEN_CHANGE : undefined,
    mutationFn: send,
    onMutate: async (input) => {
      const failed = expectEcho(queryClient, { kind, id: input.id });
      if (!foresee) return { before: [], failed };
      await queryClient.cancelQueries(days);
      const before = queryClient.getQueriesData<Reservation[]>(days);
      queryClient.setQueriesData<Reservation[]>(days, (list) => list?.map((row) => (row.id === input.id ? { ...row, ...foresee(input) } : row)));
      return { before, failed };
    },
    onSuccess: (row, input) => {
      const back = undo?.(input);
      toasts.show({
        title: success(input),
        description: DAY.partyLine(row.customerName, row.partySize, row.startTime),
        action: back ? { label: DAY.undo, altText: undoElsewhere(row.customerName), onAction: () => again.current(back) } : undefined,
      });
      return bookingChanged(queryClient, kind, row);
    },
    onError: (error, _input, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      context?.failed();
      toasts.show({ variant: 'destructive', title: failure, description: explain(error) });
    },
    onSettled: () => (foresee ? releaseHeldBack(queryClient) : undefined),
  });
  useEffect(() => {
    again.current = change.mutate;
  });
  return change;
}

type Booking = { id: string };
const UPDATED = 'reservation-updated';

/** 'Llegó', and its undo. */
export const useArrival = () =>
  useBookingChange<Booking & { hasArrived: boolean }>(
    UPDATED,
    ({ id, hasArrived }) => call(reservations.checkin, { params: { id }, body: { hasArrived } }),
    () => DAY.statusUpdated,
    DAY.arrivalFailed,
    { foresee: ({ hasArrived }) => ({ hasArrived }), undo: ({ id, hasArrived }) => ({ id, hasArrived: !hasArrived }) },
  );

/** 'Ido', and its undo under 'Se han ido'. */
export const useDeparture = () =>
  useBookingChange<Booking & { hasLeft: boolean }>(
    UPDATED,
    ({ id, hasLeft }) => call(reservations.checkout, { params: { id }, body: { hasLeft } }),
    ({ hasLeft }) => (hasLeft ? DAY.markedLeft : DAY.leftUndone),
    DAY.leftFailed,
    { foresee: ({ hasLeft }) => ({ hasLeft }), undo: ({ id, hasLeft }) => ({ id, hasLeft: !hasLeft }) },
  );

export const useNoShow = () =>
  useBookingChange<Booking & { noShow: boolean }>(
    UPDATED,
    ({ id, noShow }) => call(reservations.noShow, { params: { id }, body: { noShow } }),
    ({ noShow }) => (noShow ? DAY.noShowMarked : DAY.noShowUndone),
    DAY.noShowFailed,
    { undo: ({ id, noShow }) => ({ id, noShow: !noShow }) },
  );

/** 'Confirmar' on a booking that arrived as 'Pendiente' (a guest who missed bookings): the diner is told by e-mail. */
export const useConfirmPending = () =>
  useBookingChange<Booking>(
    UPDATED,
    ({ id }) => call(reservations.update, { params: { id }, body: { status: 'confirmed' } }),
    () => DAY.pendingConfirmed,
    DAY.pendingConfirmFailed,
    { foresee: () => ({ status: 'confirmed' }), explain: updateFailureMessage },
  );

/** 'Eliminar': the booking is cancelled, its row taken off the day's list, its table freed. */
export const useCancel = () =>
  useBookingChange<Booking>(
    'reservation-cancelled',
    ({ id }) => call(reservations.cancelForStaff, { params: { id } }),
    () => DAY.removed,
    DAY.removeFailed,
  );

/** 'Enviar recordatorio' (the e-mail now) or 'Recordar por WhatsApp' (recorded as reminded). */
export const useRemind = () =>
  useBookingChange<Booking & { channel: ReminderChannel }>(
    UPDATED,
    ({ id, channel }) => call(apiRoutes.reminders.remind, { params: { id }, body: { channel } }),
    ({ channel }) => (channel === 'email' ? DAY.reminderSent : DAY.reminderMarked),
    DAY.reminderFailed,
  );

/** 'Ha confirmado': the diner confirmed by phone or WhatsApp, so the booking is no longer waited for (nor released). */
export const useConfirmedByPhone = () =>
  useBookingChange<Booking>(
    UPDATED,
    ({ id }) => call(apiRoutes.reminders.confirmedByPhone, { params: { id } }),
    () => DAY.dinerConfirmedNoted,
    DAY.dinerConfirmFailed,
    {
      foresee: () => ({ dinerConfirmedAt: new Date().toISOString() }),
    },
  );

/** What a move sends (the table, the start and the end as long as before) and how the row looks meanwhile. */
export interface Move extends Booking {
  body: { tableId: number; preferredSection: string; startTime: string; time: string; endTime: string };
  shown: Partial<Reservation>;
  /** The move that puts it back where it was; none when it sat on joined tables, which one table cannot restore. */
  back?: Move;
}

/** A move on the timeline; the bar goes back, with the server's reason, if the server refuses. */
export const useMove = () =>
  useBookingChange<Move>(
    UPDATED,
    ({ id, body }) => call(reservations.update, { params: { id }, body }),
    () => DAY.moved,
    DAY.moveFailed,
    { foresee: ({ shown }) => shown, explain: updateFailureMessage, undo: ({ back }) => back ?? null, undoElsewhere: DAY.undoMoveAlt },
  );
