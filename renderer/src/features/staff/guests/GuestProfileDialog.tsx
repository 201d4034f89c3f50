import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatShortDate } from '../../../../../shared/long-date';
import { serviceDate } from '../../../../../shared/schedule';
import type { GuestProfile } from '../../../../../shared/types';
import { Dialog } from '../../../components/ui/Dialog';
import { controlClass, Field } from '../../../components/ui/Field';
import { QueryView } from '../../../components/ui/QueryView';
import { failureDetail } from '../../../lib/failure-messages';
import { AllergenPicker } from '../kit/AllergenPicker';
import { FormDialog } from '../kit/FormDialog';
import { GuestOpinions } from '../opinions';
import { GUESTS } from './copy';
import { bookingOutcome, spacedPhone } from './guest-form';
import { TagsField } from './TagsField';
import { guestProfileQuery, useSaveGuest } from './use-guests';

const P = GUESTS.profile;

type ProfileValues = Pick<GuestProfile, 'allergies' | 'tags'> & { notes: string; allergyNotes: string };

/**
 * A guest's profile, from a day's row, the floor's list or 'Clientes': what the bookings say, the
 * bookings themselves, and the notes, allergies and tags staff keep.
 */
export function GuestProfileDialog({ guestId, onClose }: { guestId: number; onClose(): void }) {
  const profile = useQuery(guestProfileQuery(guestId));
  if (profile.data) return <ProfileForm profile={profile.data} onClose={onClose} />;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={P.title}>
      <QueryView query={profile} loading={P.loading} failed={P.loadFailed}>
        {() => null}
      </QueryView>
    </Dialog>
  );
}

function Stat({ term, value }: { term: string; value: string | number }) {
  return (
    <div className="rounded-xl bg-stone-50 px-3 py-2 ring-1 ring-stone-200">
      <dt className="text-xs font-semibold text-muted">{term}</dt>
      <dd className="font-display text-lg font-bold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

function ProfileForm({ profile, onClose }: { profile: GuestProfile; onClose(): void }) {
  const [values, setValues] = useState<ProfileValues>(() => ({ allergies: profile.allergies, tags: profile.tags, notes: profile.notes ?? '', allergyNotes: profile.allergyNotes ?? '' }));
  const save = useSaveGuest(profile.id, onClose);
  const set = <K extends keyof ProfileValues>(name: K, value: ProfileValues[K]) => setValues((current) => ({ ...current, [name]: value }));
  const contact = [profile.phone && spacedPhone(profile.phone), profile.email].filter(Boolean).join(' · ');
  const today = serviceDate(new Date());
  const day = (date: string | null) => (date ? formatShortDate(date) : P.none);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ ...values, notes: values.notes.trim() || null, allergyNotes: values.allergyNotes.trim() || null });
  }

  return (
    <FormDialog
      title={profile.name}
      description={contact || undefined}
      formId="ficha-cliente"
      submitLabel={P.save}
      pending={save.isPending}
      formClassName="grid gap-4 sm:grid-cols-2"
      wide
      onSubmit={submit}
      onClose={onClose}
    >
      <section aria-label={P.stats} className="sm:col-span-2">
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          <Stat term={P.visits} value={profile.visits} />
          <Stat term={P.noShows} value={profile.noShows} />
          <Stat term={P.cancellations} value={profile.cancellations} />
          <Stat term={P.firstVisit} value={day(profile.firstVisit)} />
          <Stat term={P.lastVisit} value={day(profile.lastVisit)} />
          <Stat term={P.usualParty} value={profile.usualPartySize ? P.party(profile.usualPartySize) : P.none} />
        </dl>
      </section>
      <AllergenPicker
        legend={P.allergies}
        box={(allergen) => ({
          checked: values.allergies.includes(allergen),
          onChange: (event) => set('allergies', event.target.checked ? [...values.allergies, allergen] : values.allergies.filter((kept) => kept !== allergen)),
        })}
      />
      <div className="sm:col-span-2">
        <Field label={P.otherAllergies} hint={P.otherAllergiesHint}>
          {(control) => <input {...control} maxLength={300} value={values.allergyNotes} onChange={(e) => set('allergyNotes', e.target.value)} className={controlClass} />}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field label={P.notes} hint={P.notesHint}>
          {(control) => <textarea {...control} rows={3} maxLength={1000} value={values.notes} onChange={(e) => set('notes', e.target.value)} className={controlClass} />}
        </Field>
      </div>
      <TagsField tags={values.tags} onChange={(tags) => set('tags', tags)} />
      <details className="group sm:col-span-2">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-ink">{P.bookings(profile.bookings.length)}</summary>
        {profile.bookings.length === 0 ? (
          <p className="text-sm text-muted">{P.noBookings}</p>
        ) : (
          <ul className="divide-y divide-stone-100 text-sm">
            {profile.bookings.map((booking) => (
              <li key={booking.id} className="flex flex-wrap justify-between gap-x-3 py-1.5">
                <span>
                  <span className="font-semibold text-ink">{formatShortDate(booking.date)}</span> · {booking.startTime}–{booking.endTime} · {P.party(booking.partySize)}
                  {booking.tableName && ` · ${booking.tableName}`}
                </span>
                <span className="text-muted">{bookingOutcome(booking, today)}</span>
              </li>
            ))}
          </ul>
        )}
      </details>
      <div className="sm:col-span-2">
        <GuestOpinions guestId={profile.id} />
      </div>
      {save.isError && (
        // The page behind a modal dialog is hidden from screen readers, toasts included: the reason is said here too.
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {failureDetail(save.error) ?? P.saveFailed}
        </p>
      )}
    </FormDialog>
  );
}
