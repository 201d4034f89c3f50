import { useMutation } from '@tanstack/react-query';
import { HydrateLater } from '../../../components/HydrateLater';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { contactReason, ONLINE_SECTIONS, partySizeOptions } from '../../../../../shared/sections';
import { serviceDate } from '../../../../../shared/schedule';
import type { Reservation } from '../../../../../shared/types';
import { Field, controlClass } from '../../../components/ui/Field';
import { useToast } from '../../../components/ui/Toaster';
import { apiRoutes } from '../../../../../shared/api/routes';
import { call } from '../../../lib/api';
import { bookingFailureMessage, BOOKING_FAILURE } from '../../../lib/failure-messages';
import { sendReservationAttempt } from './attempt';
import { AvailabilityBanner } from './AvailabilityBanner';
import { DEFAULT_PARTY_OPTION, EMPTY_BOOKING, groupSizeChoices, isOpenEnded, partyOf, toAttemptRequest, type BookingFormValues, type ReservationRequest } from './booking-form';
import { dialogsChunk, loadChunk, preloadBookingChunks, waitlistChunk } from './chunks';
import { contactRequestFor, type ContactRequest } from './contact-message';
import { ContactFields } from './ContactFields';
import { NO_TABLE } from './copy';
import { DateField } from './DateField';
import { ErrorLine, NativeSelect, RequiredMark, Step } from './form-parts';
import { PrivacyField } from './PrivacyField';
import { bookingResolver } from './resolver';
import { recommendedEnd } from '../../../../../shared/turn-times';
import { endAfterStartChange, endChoices, startChoices } from './time-fields';
import { TimeFields } from './TimeFields';
import { useAvailability } from './use-availability';
import { useVenueCalendar, type BookingTimes } from './venue-calendar';
import { useChunk } from './use-chunk';
import type { WaitlistRequest } from './waitlist/join';
import { saveBooking } from '../../../lib/saved-bookings';

/** The form's fields top to bottom, as EMPTY_BOOKING lists them. */
const FIELD_ORDER = Object.keys(EMPTY_BOOKING) as (keyof BookingFormValues)[];

/** The booking form of the home page, in its fixed order: when, where and how many, who. */
export function BookingForm() {
  // Read on every render (each choice re-renders), so times already past never show.
  const now = new Date();
  const calendar = useVenueCalendar(now);
  const form = useForm<BookingFormValues, BookingTimes, ReservationRequest>({
    defaultValues: EMPTY_BOOKING,
    resolver: bookingResolver,
    // The validation judges dates and times by the venue's calendar and the longest online booking.
    context: { hours: calendar.hours, longestOnline: calendar.longestOnline },
    // A field is judged once the diner leaves it, then on every change until it is right.
    mode: 'onTouched',
    // react-hook-form would focus in registration order, where the date (a Controller) comes last.
    shouldFocusError: false,
  });
  const { register, control, setValue, getValues, setFocus, handleSubmit, reset, formState } = form;
  const { errors } = formState;
  const [date, preferredSection, partySize, groupSize, startTime, endTime] = useWatch({
    control,
    name: ['date', 'preferredSection', 'partySize', 'groupSize', 'startTime', 'endTime'],
  });
  const note = calendar.noteOn(date || serviceDate(now));
  const availability = useAvailability({ date, preferredSection, partySize, startTime, endTime });
  const party = partyOf({ partySize, groupSize });
  const recommended = recommendedEnd(date, startTime, party, calendar.hours, calendar.turnTimes);
  // The end 'Duración de la mesa' gives the party is chosen for each date, start and party, until the
  // diner picks an end for that start by hand. In an effect: after the render that lists that start's
  // ends (a select cannot take a value it does not list yet), and also when the durations answer late.
  const recommendedFor = useRef('');
  const [endPickedFor, setEndPickedFor] = useState('');
  useEffect(() => {
    const slot = `${date} ${startTime}`;
    if (!startTime) recommendedFor.current = '';
    if (!startTime || !recommended || endPickedFor === slot || recommendedFor.current === `${slot} ${party}`) return;
    recommendedFor.current = `${slot} ${party}`;
    setValue('endTime', recommended);
  }, [date, startTime, party, recommended, endPickedFor, setValue]);

  const toasts = useToast();
  const showError = (description: string) => toasts.show({ title: 'Error', description, variant: 'destructive' });

  const starts = startChoices(date, now, calendar.hours);
  /** A start offered where the one asked is full: as if picked in the select (its end follows), and the select says so. */
  const pickStart = (time: string) => {
    setValue('startTime', time);
    setValue('endTime', endAfterStartChange(date, time, getValues('endTime'), calendar.hours, calendar.longestOnline));
    setFocus('startTime');
  };
  /** A zone with a table at the start asked; the party stays, as every zone offered seats it online. */
  const pickZone = (zone: string) => {
    setValue('preferredSection', zone);
    setFocus('preferredSection');
  };

  // The waiting list's dialog is its own chunk, fetched once a slot turns out full.
  const [waitlistFor, setWaitlistFor] = useState<WaitlistRequest | null>(null);
  const waitlist = useChunk(waitlistChunk, availability.status === 'unavailable' || waitlistFor !== null);
  const openWaitlist = async () => {
    try {
      await loadChunk(waitlistChunk);
    } catch {
      showError(BOOKING_FAILURE.offline);
      return;
    }
    const { customerName, customerPhone, customerEmail } = getValues();
    setWaitlistFor({ date, startTime, preferredSection, partySize: party, starts, contact: { customerName, customerPhone, customerEmail } });
  };

  const [confirmed, setConfirmed] = useState<Reservation | null>(null);
  const [contact, setContact] = useState<ContactRequest | null>(null);
  const dialogs = useChunk(dialogsChunk, confirmed !== null || contact !== null);

  const booking = useMutation({
    // Only an accepted form gets here: the resolver refuses one whose privacy box is not ticked.
    mutationFn: (request: ReservationRequest) => call(apiRoutes.reservations.book, { body: { ...request, privacyAccepted: request.privacyAccepted as true } }),
    onSuccess: (reservation) => {
      reset();
      setEndPickedFor('');
      // This device remembers it for 'Mis reservas' and the home page's reminder of it: the e-mail,
      // the number, the day and the start, nothing more.
      saveBooking(reservation);
      setConfirmed(reservation);
    },
    onError: (error) => showError(bookingFailureMessage(error)),
  });

  const submit = async (request: ReservationRequest) => {
    try {
      // The dialog that answers must be here before anything is sent: a booking made but never
      // confirmed on screen would leave the diner without a confirmation number.
      await loadChunk(dialogsChunk);
    } catch {
      showError(BOOKING_FAILURE.offline);
      return;
    }
    const reason = contactReason(request.preferredSection, request.partySize);
    if (!reason) {
      // A failure has already been shown by onError; awaiting keeps 'Procesando...' until the answer.
      await booking.mutateAsync(request).catch(() => undefined);
      return;
    }
    setContact(contactRequestFor(reason, request));
    void sendReservationAttempt(toAttemptRequest(request));
  };

  /** The first wrong field in the page's order takes the focus, so a phone scrolls back up to it. */
  const focusFirstError = (wrong: FieldErrors<BookingFormValues>) => {
    const first = FIELD_ORDER.find((name) => wrong[name]);
    if (first) setFocus(first);
  };

  const sending = formState.isSubmitting || booking.isPending;

  // Each step is taken over in a task of its own on a drawn page (a phone answers taps between them).
  return (
    <>
      <form
        noValidate
        onPointerEnter={preloadBookingChunks}
        onFocus={preloadBookingChunks}
        onSubmit={handleSubmit(submit, focusFirstError)}
        aria-label="Reserva de mesa"
        className="grid gap-8 rounded-3xl border border-stone-200/70 bg-card p-5 shadow-[0_1px_3px_rgb(28_25_23/0.08),0_12px_32px_rgb(28_25_23/0.08)] sm:p-8"
      >
        <p className="-mb-2 text-sm text-muted">Los campos marcados con * son obligatorios.</p>
        {note && (
          <p role="note" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-ink ring-1 ring-amber-300">
            {note}
          </p>
        )}
        <HydrateLater name="booking-day">
          <Step number={1} title="Día">
            <Controller
              control={control}
              name="date"
              render={({ field, fieldState }) => (
                <DateField
                  value={field.value}
                  now={now}
                  unavailable={calendar.unavailable}
                  error={fieldState.error?.message}
                  buttonRef={field.ref}
                  onChange={(day) => {
                    if (day === field.value) return;
                    field.onChange(day);
                    // A new day has its own start and end lists : both are chosen again.
                    setValue('startTime', '');
                    setValue('endTime', '');
                  }}
                />
              )}
            />
          </Step>
        </HydrateLater>

        <HydrateLater name="booking-party">
          <Step number={2} title="Zona y personas">
            {/* 'Terraza cubierta' needs the room; a party size never takes more than three characters. */}
            <div className="grid grid-cols-[minmax(0,1fr)_5.5rem] gap-3 sm:grid-cols-2">
              <Field label="Zona" error={errors.preferredSection?.message}>
                {(control) => (
                  <NativeSelect
                    {...control}
                    {...register('preferredSection', {
                      onChange: () => {
                        setValue('partySize', DEFAULT_PARTY_OPTION);
                        setValue('groupSize', '');
                      },
                    })}
                  >
                    {ONLINE_SECTIONS.map((section) => (
                      <option key={section} value={section}>
                        {section}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
              <Field label="Personas" error={errors.partySize?.message}>
                {(control) => (
                  <NativeSelect {...control} {...register('partySize', { onChange: (event: { target: { value: string } }) => isOpenEnded(event.target.value) || setValue('groupSize', '') })}>
                    {partySizeOptions(preferredSection).map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
              {isOpenEnded(partySize) && (
                <div className="col-span-2">
                  <Field
                    label={
                      <>
                        ¿Cuántas personas sois? <RequiredMark />
                      </>
                    }
                    error={errors.groupSize?.message}
                  >
                    {(control) => (
                      <NativeSelect {...control} {...register('groupSize')} aria-required>
                        <option value="">Elige</option>
                        {groupSizeChoices(partySize).map((size) => (
                          <option key={size} value={String(size)}>
                            {size}
                          </option>
                        ))}
                      </NativeSelect>
                    )}
                  </Field>
                </div>
              )}
            </div>
          </Step>
        </HydrateLater>

        <HydrateLater name="booking-time">
          <Step number={3} title="Horario">
            <TimeFields
              date={date}
              startTime={startTime}
              startChoices={starts}
              endChoices={endChoices(date, startTime, calendar.hours, calendar.longestOnline)}
              recommendedEnd={recommended}
              start={register('startTime', {
                onChange: (event: { target: { value: string } }) =>
                  setValue('endTime', endAfterStartChange(getValues('date'), event.target.value, getValues('endTime'), calendar.hours, calendar.longestOnline)),
              })}
              end={register('endTime', { onChange: () => setEndPickedFor(`${getValues('date')} ${getValues('startTime')}`) })}
              startError={errors.startTime?.message}
              endError={errors.endTime?.message}
            />
            <AvailabilityBanner availability={availability} startTime={startTime} onPickTime={pickStart} onPickZone={pickZone} />
            {availability.status === 'unavailable' && (
              <div className="grid gap-2">
                <p className="text-sm text-muted">{NO_TABLE.waitlistHint}</p>
                <button type="button" aria-haspopup="dialog" className="button button-secondary min-h-12 w-full" onClick={() => void openWaitlist()}>
                  {NO_TABLE.waitlist}
                </button>
              </div>
            )}
          </Step>
        </HydrateLater>

        <HydrateLater name="booking-contact">
          <Step number={4} title="Tus datos">
            <ContactFields
              name={register('customerName')}
              phone={register('customerPhone')}
              email={register('customerEmail')}
              errors={{ customerName: errors.customerName?.message, customerPhone: errors.customerPhone?.message, customerEmail: errors.customerEmail?.message }}
            />
            <Field label="Peticiones especiales (opcional)" hint="Alergias, trona, celebración…" error={errors.specialRequests?.message}>
              {(control) => <textarea {...control} {...register('specialRequests')} rows={3} maxLength={500} className={`${controlClass} resize-y`} />}
            </Field>
          </Step>
        </HydrateLater>

        <HydrateLater name="booking-send">
          <div className="grid gap-4">
            <PrivacyField field={register('privacyAccepted')} error={errors.privacyAccepted?.message} />
            <ErrorLine message={errors.root?.message} />
            <button type="submit" disabled={sending} className="button min-h-13 w-full text-lg">
              {sending && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
              {sending ? 'Procesando...' : 'Confirmar Reserva'}
            </button>
          </div>
        </HydrateLater>

        {dialogs.module && (
          <>
            <dialogs.module.ConfirmationDialog reservation={confirmed} onClose={() => setConfirmed(null)} />
            <dialogs.module.ContactDialog request={contact} onClose={() => setContact(null)} />
          </>
        )}
      </form>
      {/* Beside the booking form, not in it: its own form's submit must not reach this one. */}
      {waitlist.module && <waitlist.module.WaitlistDialog request={waitlistFor} onClose={() => setWaitlistFor(null)} />}
    </>
  );
}
