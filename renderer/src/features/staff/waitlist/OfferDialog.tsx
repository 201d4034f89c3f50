import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiRoutes } from '../../../../../shared/api/routes';
import { SECTIONS } from '../../../../../shared/sections';
import { controlClass, Field } from '../../../components/ui/Field';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { FormDialog } from '../kit/FormDialog';
import type { WaitlistEntry } from '../kit/staff-queries';
import { WAITLIST } from './copy';
import { useOffer, waitlistFailure } from './use-waitlist-actions';
import { seatKey } from './waitlist-words';

const F = WAITLIST.offerForm;

interface OfferDialogProps {
  entry: WaitlistEntry;
  /** After the offer is out, with the entry as the server answered it ('Mesa lista' then opens WhatsApp). */
  onOffered(offered: WaitlistEntry): void;
  onClose(): void;
}

/**
 * 'Ofrecer mesa' (or 'Mesa lista' at the door): a start of the entry's window and a table or joined
 * tables free then for the party, as the server lists them now; the first of each is proposed.
 */
export function OfferDialog({ entry, onOffered, onClose }: OfferDialogProps) {
  const seats = useQuery({
    queryKey: queryKeys.waitlistSeats.of(entry.id),
    queryFn: () => call(apiRoutes.waitlist.seats, { params: { id: entry.id } }),
    staleTime: 0,
  });
  const [picked, setPicked] = useState({ startTime: '', seat: '' });
  const offer = useOffer(entry, (offered) => {
    onClose();
    onOffered(offered);
  });
  const list = seats.data ?? [];
  const starts = [...new Set(list.map((seat) => seat.startTime))];
  const startTime = starts.includes(picked.startTime) ? picked.startTime : (starts[0] ?? '');
  const atStart = list.filter((seat) => seat.startTime === startTime);
  const chosen = atStart.find((seat) => seatKey(seat) === picked.seat) ?? atStart[0];
  const walkIn = entry.kind === 'walk-in';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen) offer.mutate(chosen);
  }

  return (
    <FormDialog
      title={walkIn ? F.readyTitle(entry.customerName) : F.title(entry.customerName)}
      description={walkIn ? F.readyHint : F.hint}
      formId="ofrecer-mesa"
      submitLabel={walkIn ? WAITLIST.ready : WAITLIST.offer}
      pending={offer.isPending}
      formClassName="grid gap-3 sm:grid-cols-[8rem_minmax(0,1fr)]"
      onSubmit={submit}
      onClose={onClose}
    >
      {seats.isPending ? (
        <p role="status" className="text-muted sm:col-span-2">
          {F.loading}
        </p>
      ) : seats.isError ? (
        <p role="alert" className="text-red-700 sm:col-span-2">
          {F.loadFailed}
        </p>
      ) : list.length === 0 ? (
        <p role="status" className="font-medium text-ink sm:col-span-2">
          {F.none}
        </p>
      ) : (
        <>
          <Field label={F.time}>
            {(control) => (
              <select {...control} value={startTime} onChange={(e) => setPicked({ startTime: e.target.value, seat: '' })} className={controlClass}>
                {starts.map((time) => (
                  <option key={time}>{time}</option>
                ))}
              </select>
            )}
          </Field>
          <Field label={F.table}>
            {(control) => (
              <select {...control} value={chosen ? seatKey(chosen) : ''} onChange={(e) => setPicked({ startTime, seat: e.target.value })} className={controlClass}>
                {SECTIONS.map((section) => {
                  const inSection = atStart.filter((seat) => seat.section === section);
                  return (
                    inSection.length > 0 && (
                      <optgroup key={section} label={section}>
                        {inSection.map((seat) => (
                          <option key={seatKey(seat)} value={seatKey(seat)}>
                            {seat.label}
                          </option>
                        ))}
                      </optgroup>
                    )
                  );
                })}
              </select>
            )}
          </Field>
        </>
      )}
      {offer.isError && (
        // The page behind a modal dialog is hidden from screen readers, toasts included: the reason is said here too.
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {waitlistFailure(offer.error, WAITLIST.offerFailed)}
        </p>
      )}
    </FormDialog>
  );
}
