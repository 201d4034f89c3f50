import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FolderOpen, Printer } from 'lucide-react';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Link } from 'wouter';
import { apiRoutes } from '../../../../../shared/api/routes';
import { VENUE_TIME_ZONE } from '../../../../../shared/madrid-time';
import { offsiteCopyFormSchema, type OffsiteCopyForm, type OffsiteCopySettings, type OffsiteCopyView } from '../../../../../shared/schemas/offsite-copy';
import { ROUTES } from '../../../../../shared/routes';
import { controlClass, Field } from '../../../components/ui/Field';
import { QueryView } from '../../../components/ui/QueryView';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/Toaster';
import { call } from '../../../lib/api';
import { failureReason } from '../../../lib/failure-messages';
import { kioskBridge } from '../../../lib/kiosk';
import { SETTINGS } from './copy';
import { offsiteCopyQuery } from './offsite-copy-query';
import { useUnsavedMark } from './unsaved';
import { PasswordAgainDialog } from './PasswordAgainDialog';

const C = SETTINGS.offsite;
const KEY = offsiteCopyQuery.queryKey;
const HEADING = 'copia-fuera-del-local';

const when = new Intl.DateTimeFormat('es-ES', { timeZone: VENUE_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' });

/** In the kiosk, the system's folder picker; in a browser (`npm start`), the path typed. */
function FolderField({ form }: { form: UseFormReturn<OffsiteCopyForm> }) {
  const kiosk = kioskBridge();
  if (!kiosk) return <TextField form={form} name="folder" label={C.folder} hint={C.folderHint} />;
  const choose = async () => {
    const chosen = await kiosk.chooseFolder(C.chooseTitle);
    if (chosen !== null) form.setValue('folder', chosen, { shouldValidate: true });
  };
  return (
    <Field label={C.folder} error={form.formState.errors.folder?.message}>
      {(control) => (
        <div className="flex flex-wrap gap-2">
          <input {...control} {...form.register('folder')} readOnly placeholder={C.noFolderChosen} className={`${controlClass} min-w-0 flex-1`} />
          <button type="button" className="button button-secondary min-h-11" onClick={() => void choose()}>
            <FolderOpen aria-hidden className="size-5" />
            {C.choose}
          </button>
        </div>
      )}
    </Field>
  );
}

/** The folder and the passphrase, typed twice: it is never shown again. */
function OffsiteForm({ folder, onDone }: { folder: string | null; onDone(): void }) {
  const form = useForm<OffsiteCopyForm>({
    resolver: zodResolver(offsiteCopyFormSchema),
    defaultValues: { folder: folder ?? '', passphrase: '', repeatPassphrase: '', staffPassword: '' },
  });
  const queryClient = useQueryClient();
  const toasts = useToast();
  const save = useMutation({
    mutationFn: ({ folder: chosen, passphrase, staffPassword }: OffsiteCopySettings) => call(apiRoutes.offsiteCopy.save, { body: { folder: chosen, passphrase, staffPassword } }),
    onSuccess: (view) => {
      queryClient.setQueryData(KEY, view);
      toasts.show({ title: C.saved, description: C.savedDetail });
      onDone();
    },
  });
  useUnsavedMark(form.formState.isDirty);
  return (
    <form noValidate aria-label={C.title} className="grid gap-4" onSubmit={(event) => void form.handleSubmit((input) => save.mutate(input))(event)}>
      <FolderField form={form} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {/* Not 'new-password': a browser would offer to keep the passphrase, and it must live only on paper. */}
        <TextField form={form} name="passphrase" label={C.passphrase} hint={C.passphraseHint} type="password" />
        <TextField form={form} name="repeatPassphrase" label={C.repeat} type="password" />
      </div>
      <TextField form={form} name="staffPassword" label={SETTINGS.passwordAgain.label} hint={C.staffPasswordHint} type="password" autoComplete="current-password" />
      {save.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failureReason(save.error)}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {folder !== null && (
          <button type="button" className="button button-secondary min-h-11" onClick={onDone}>
            {C.cancel}
          </button>
        )}
        <button type="submit" className="button min-h-11" disabled={save.isPending}>
          {save.isPending ? C.saving : C.save}
        </button>
      </div>
    </form>
  );
}

/** Where the copies go, when the last one went, and what failed, in words. */
function OffsiteState({ view, folder, onChange }: { view: OffsiteCopyView; folder: string; onChange(): void }) {
  const queryClient = useQueryClient();
  const toasts = useToast();
  const turnOff = useMutation({
    mutationFn: (staffPassword: string) => call(apiRoutes.offsiteCopy.turnOff, { body: { staffPassword } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(KEY, answer);
      toasts.show({ title: C.turnedOff });
    },
  });
  return (
    <>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink">{C.folder}</dt>
        <dd className="text-ink wrap-anywhere">{folder}</dd>
        <dt className="font-semibold text-ink">{C.lastCopy}</dt>
        <dd className="text-ink first-letter:uppercase">{view.lastCopyAt ? when.format(new Date(view.lastCopyAt)) : C.noCopyYet}</dd>
      </dl>
      {view.lastFailure && (
        <div className="grid gap-1 rounded-lg bg-red-50 px-4 py-3 text-sm text-ink ring-1 ring-red-300">
          <p className="font-semibold text-red-800">{C.failed(when.format(new Date(view.lastFailure.at)))}</p>
          <p>{view.lastFailure.message}</p>
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Link href={ROUTES.recoverySheet} className="button button-secondary min-h-11">
          <Printer aria-hidden className="size-5" />
          {C.printSheet}
        </Link>
        <button type="button" className="button button-secondary min-h-11" onClick={onChange}>
          {C.change}
        </button>
        <PasswordAgainDialog label={C.turnOff} title={C.turnOffTitle} description={C.turnOffWarning} confirmLabel={C.turnOff} action={turnOff} />
      </div>
    </>
  );
}

/** 'Copia fuera del local': a folder outside the venue where every backup also goes, encrypted with the owner's passphrase. */
export function OffsiteCopyPanel() {
  const view = useQuery(offsiteCopyQuery);
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby={HEADING} className="grid gap-3 rounded-lg bg-paper p-4 ring-1 ring-stone-200">
      <div>
        <h3 id={HEADING} className="text-lg font-semibold text-ink">
          {C.title}
        </h3>
        <p className="text-sm text-muted">{C.intro}</p>
      </div>
      <QueryView query={view} loading={C.loading} failed={C.loadFailed}>
        {(loaded) =>
          loaded.folder !== null && !editing ? (
            <OffsiteState view={loaded} folder={loaded.folder} onChange={() => setEditing(true)} />
          ) : (
            <OffsiteForm folder={loaded.folder} onDone={() => setEditing(false)} />
          )
        }
      </QueryView>
    </section>
  );
}
