import { useMutation } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { apiRoutes } from '../../../../../../shared/api/routes';
import type { WaitlistJoin } from '../../../../../../shared/schemas/waitlist';
import { Dialog } from '../../../../components/ui/Dialog';
import { Field } from '../../../../components/ui/Field';
import { call } from '../../../../lib/api';
import { peopleLabel } from '../booking-form';
import { ContactFields } from '../ContactFields';
import { formatLongDate } from '../dates';
import { ErrorLine, NativeSelect, RequiredMark } from '../form-parts';
import { PrivacyField } from '../PrivacyField';
import { WAITLIST } from './copy';
import { joinFailure, latestStartChoices, validateWaitlist, waitlistDefaults, type WaitlistRequest, type WaitlistValues } from './join';

interface WaitlistDialogProps {
  /** The full slot to wait for; null while the dialog is closed. */
  request: WaitlistRequest | null;
  onClose(): void;
}

/**
 * 'Apúntame a la lista de espera': a dialog rather than a part of the page, since the booking form
 * cannot hold a second form, and on a phone it keeps the diner's place in the booking form below.
 */
export function WaitlistDialog({ request, onClose }: WaitlistDialogProps) {
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={WAITLIST.title}
      description={request ? WAITLIST.summary(formatLongDate(request.date), peopleLabel(request.partySize), request.startTime) : undefined}
    >
      {request && <JoinForm request={request} onClose={onClose} />}
    </Dialog>
  );
}

function JoinForm({ request, onClose }: { request: WaitlistRequest; onClose(): void }) {
  const resolver: Resolver<WaitlistValues, unknown, WaitlistJoin> = (values) => validateWaitlist(request, values);
  const form = useForm<WaitlistValues, unknown, WaitlistJoin>({ defaultValues: waitlistDefaults(request), resolver, mode: 'onTouched' });
  const { register, handleSubmit, setError, setFocus, getValues, formState } = form;
  // The first question not answered yet takes the focus: no phone keyboard over a contact typed already.
  useEffect(() => {
    const empty = (['customerName', 'customerPhone', 'customerEmail'] as const).find((name) => !getValues(name));
    setFocus(empty ?? 'latestStart');
  }, [getValues, setFocus]);
  const { errors } = formState;
  const zoneErrorId = useId();
  const [joined, setJoined] = useState<{ body: WaitlistJoin; offered: boolean } | null>(null);
  const join = useMutation({
    mutationFn: (body: WaitlistJoin) => call(apiRoutes.waitlist.join, { body }),
    onError: (error) => {
      for (const [field, fieldError] of Object.entries(joinFailure(error))) setError(field as keyof WaitlistValues | 'root', { type: 'server', message: fieldError.message });
    },
  });

  const submit = async (body: WaitlistJoin) => {
    // A refusal is placed under its fields by onError; awaiting keeps the button busy until the answer.
    const answered = await join.mutateAsync(body).catch(() => null);
    if (answered) setJoined({ body, offered: answered.state === 'offered' });
  };

  if (joined) return <Joined {...joined} onClose={onClose} />;
  const sending = formState.isSubmitting || join.isPending;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label={WAITLIST.title} className="grid gap-4">
      <ContactFields
        stacked
        name={register('customerName')}
        phone={register('customerPhone')}
        email={register('customerEmail')}
        errors={{ customerName: errors.customerName?.message, customerPhone: errors.customerPhone?.message, customerEmail: errors.customerEmail?.message }}
      />
      <Field
        label={
          <>
            {WAITLIST.latestStart} <RequiredMark />
          </>
        }
        hint={WAITLIST.latestHint}
        error={errors.latestStart?.message}
      >
        {(control) => (
          <NativeSelect {...control} {...register('latestStart')} aria-required>
            {latestStartChoices(request.startTime, request.starts).map((time) => (
              <option key={time} value={time}>
                {time === request.startTime ? WAITLIST.onlyAt(time) : time}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <fieldset className="grid gap-1.5" aria-describedby={errors.preferredSection ? zoneErrorId : undefined}>
        <legend className="mb-1.5 text-sm font-semibold text-ink">{WAITLIST.zone}</legend>
        {(
          [
            ['', WAITLIST.anyZone],
            [request.preferredSection, request.preferredSection],
          ] as const
        ).map(([value, label]) => (
          <label key={label} className="-mx-2 flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-stone-50">
            <input {...register('preferredSection')} type="radio" value={value} className="size-5 shrink-0 cursor-pointer accent-brand" />
            <span className="text-base text-ink">{label}</span>
          </label>
        ))}
        <ErrorLine id={zoneErrorId} message={errors.preferredSection?.message} />
      </fieldset>
      <PrivacyField field={register('privacyAccepted')} error={errors.privacyAccepted?.message} />
      {/* In the page from the start, empty, so a refusal is announced when its words appear. */}
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200 empty:hidden">
        {errors.root?.message}
      </p>
      <button type="submit" disabled={sending} className="button min-h-12 w-full text-lg">
        {sending && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
        {sending ? WAITLIST.sending : WAITLIST.submit}
      </button>
    </form>
  );
}

/** What happens next, read out as it takes the focus: the diner leaves knowing there is nothing booked yet. */
function Joined({ body, offered, onClose }: { body: WaitlistJoin; offered: boolean; onClose(): void }) {
  const said = useRef<HTMLDivElement>(null);
  useEffect(() => said.current?.focus(), []);
  return (
    <>
      <div ref={said} tabIndex={-1} className="grid gap-2 rounded-xl bg-emerald-50 p-4 text-emerald-950 ring-1 ring-emerald-200 focus:outline-none">
        <p className="font-semibold">{WAITLIST.joined}</p>
        <p className="text-sm">{offered ? WAITLIST.offeredNow(body.customerEmail, body.partySize) : WAITLIST.next(body.startTime, body.latestStart, body.customerEmail, body.partySize)}</p>
      </div>
      <button type="button" className="button w-full" onClick={onClose}>
        {WAITLIST.close}
      </button>
    </>
  );
}
