import type { Reservation } from '../../../../../shared/types';
import { DEFAULT_SECTION } from '../../../../../shared/sections';
import { apiRoutes } from '../../../../../shared/api/routes';
import { Dialog } from '../../../components/ui/Dialog';
import { call } from '../../../lib/api';
import { AllergyQuestion } from '../allergies';
import { peopleLabel } from './booking-form';
import { formatLongDate } from './dates';
import { Details } from './Details';
import { KeepBooking } from './KeepBooking';
import { timeRange } from './keep-booking';

interface ConfirmationDialogProps {
  reservation: Reservation | null;
  onClose(): void;
}

/** A booking that waits for the restaurant (a guest who has missed bookings, when the owner chose so). */
const PENDING = { title: '¡Reserva recibida!', detail: 'Está pendiente de que el restaurante la confirme: te escribiremos en cuanto lo haga.' };

/** '¡Reserva Confirmada!', with the number the diner needs to find or cancel the booking later. */
export function ConfirmationDialog({ reservation, onClose }: ConfirmationDialogProps) {
  return (
    <Dialog
      open={reservation !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={reservation?.status === 'pending' ? PENDING.title : '¡Reserva Confirmada!'}
      description={`${reservation?.status === 'pending' ? `${PENDING.detail} ` : ''}Guarda tu número de confirmación: lo necesitarás para consultar o cancelar la reserva.`}
      footer={
        <button type="button" className="button w-full sm:w-auto" onClick={onClose}>
          Entendido
        </button>
      }
    >
      {reservation && (
        <>
          <div className="rounded-xl border border-brand/20 bg-brand-soft px-4 py-3 text-center">
            <p className="text-sm text-muted">Número de confirmación</p>
            <p className="font-mono text-2xl font-bold tracking-wider whitespace-nowrap text-brand-dark">{reservation.confirmationNumber}</p>
          </div>
          <Details
            rows={[
              ['Fecha', formatLongDate(reservation.date)],
              ['Hora', timeRange(reservation)],
              ['Zona', reservation.preferredSection || DEFAULT_SECTION],
              ['Personas', peopleLabel(reservation.partySize)],
              ['Nombre', reservation.customerName],
            ]}
          />
          <AllergyQuestion
            key={reservation.id}
            folded
            initial={{ allergens: reservation.dinerAllergies, notes: reservation.dinerAllergyNotes }}
            closed={null}
            save={(answer) =>
              call(apiRoutes.dinerAllergies.declare, { params: { id: reservation.id }, body: { email: reservation.customerEmail, confirmationNumber: reservation.confirmationNumber, ...answer } })
            }
          />
          <KeepBooking reservation={reservation} />
          <p className="text-sm text-muted">Este dispositivo la recordará: la encontrarás en «Mis reservas» con un toque.</p>
        </>
      )}
    </Dialog>
  );
}
