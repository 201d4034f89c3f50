import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { ROUTES } from '../../../../../shared/routes';
import { venueDetailsSchema, type VenueDetails } from '../../../../../shared/schemas/venue';
import { ImageField } from '../../../components/ui/ImageField';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/Toaster';
import { failureReason } from '../../../lib/failure-messages';
import { SETTINGS } from './copy';
import { SettingsForm } from './SettingsForm';
import { useSaveVenue } from './use-save-venue';
import { useUnsavedMark } from './unsaved';
import { SETTINGS_SECTIONS } from './sections';

const C = SETTINGS.venue;

/** What the form holds: the details as typed, '' for no hero photo. */
type VenueInput = z.input<typeof venueDetailsSchema>;
type VenueForm = UseFormReturn<VenueInput, unknown, VenueDetails>;

function Group({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="grid items-start gap-4 rounded-xl bg-white p-5 ring-1 ring-stone-200 sm:grid-cols-2">
      <legend className="float-left font-display text-xl font-bold text-ink sm:col-span-2">{title}</legend>
      {hint && <p className="text-sm text-muted sm:col-span-2">{hint}</p>}
      {children}
    </fieldset>
  );
}

/** A new install's form: nothing typed yet. */
const BLANK: VenueInput = {
  name: '',
  description: '',
  legalName: '',
  taxId: '',
  registry: '',
  address: { street: '', postalCode: '', city: '', province: '' },
  phone: '',
  email: '',
  dataProtectionEmail: '',
  whatsapp: '',
  links: { reviews: '', photos: '' },
  heroImageUrl: '',
};

/**
 * 'Datos del local': every detail a diner sees, checked as the server will check it before it is
 * sent; blank while the venue has never been described (null).
 */
export function VenueForm({ venue }: { venue: VenueDetails | null }) {
  const form: VenueForm = useForm<VenueInput, unknown, VenueDetails>({
    resolver: zodResolver(venueDetailsSchema),
    defaultValues: venue ? { ...venue, heroImageUrl: venue.heroImageUrl ?? '' } : BLANK,
    mode: 'onSubmit',
  });
  const save = useSaveVenue();
  const [, navigate] = useLocation();
  const toasts = useToast();
  // A photo still on its way would be lost: saving waits for it.
  const [uploading, setUploading] = useState(false);
  useUnsavedMark(form.formState.isDirty);

  // Awaited rather than per-call callbacks: on the first run the live stream's echo of the save
  // swaps the blank form for the whole page before they would run, and the way on must not be lost.
  const submit = form.handleSubmit(async (details) => {
    const firstRun = venue === null;
    try {
      const saved = await save.mutateAsync(details);
      form.reset({ ...saved, heroImageUrl: saved.heroImageUrl ?? '' });
      toasts.show({ title: C.saved });
      // The first run ends here: the venue has a name, the dashboard is next.
      if (firstRun) navigate(ROUTES.dashboard);
    } catch (error) {
      toasts.show({ variant: 'destructive', title: 'Error', description: C.saveFailed(failureReason(error)) });
    }
  });

  return (
    <SettingsForm id={SETTINGS_SECTIONS.venue} title={C.title} intro={C.intro} className="grid gap-5" onSubmit={(event) => void submit(event)}>
      <Group title={C.identity}>
        <TextField form={form} name="name" label={C.name} autoComplete="organization" />
        <ImageField form={form} name="heroImageUrl" label={C.hero} failure={C.heroFailure} onBusy={setUploading} />
        <div className="sm:col-span-2">
          <TextField form={form} name="description" label={C.description} hint={C.descriptionHint} multiline />
        </div>
      </Group>
      <Group title={C.contact}>
        <TextField form={form} name="phone" label={C.phone} type="tel" />
        <TextField form={form} name="email" label={C.email} type="email" />
        <TextField form={form} name="whatsapp" label={C.whatsapp} hint={C.whatsappHint} type="tel" />
        <TextField form={form} name="links.reviews" label={C.reviews} type="url" />
        <TextField form={form} name="links.photos" label={C.photos} type="url" />
      </Group>
      <Group title={C.address}>
        <TextField form={form} name="address.street" label={C.street} />
        <TextField form={form} name="address.postalCode" label={C.postalCode} />
        <TextField form={form} name="address.city" label={C.city} />
        <TextField form={form} name="address.province" label={C.province} />
      </Group>
      <Group title={C.legal} hint={C.legalHint}>
        <TextField form={form} name="legalName" label={C.legalName} />
        <TextField form={form} name="taxId" label={C.taxId} />
        <TextField form={form} name="dataProtectionEmail" label={C.dataProtectionEmail} type="email" />
        <div className="sm:col-span-2">
          <TextField form={form} name="registry" label={C.registry} multiline />
        </div>
      </Group>
      <div className="sticky bottom-0 flex justify-end border-t border-stone-200 bg-paper/95 py-3">
        <button type="submit" className="button min-h-11" disabled={save.isPending || uploading}>
          {save.isPending ? C.saving : C.save}
        </button>
      </div>
    </SettingsForm>
  );
}
