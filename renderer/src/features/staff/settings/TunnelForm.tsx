import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { tunnelSettingsSchema, tunnelStatusLabel, type TunnelSettingsInput, type TunnelSettingsUpdate, type TunnelView } from '../../../../../shared/schemas/tunnel';
import { QueryView } from '../../../components/ui/QueryView';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/Toaster';
import { apiRoutes } from '../../../../../shared/api/routes';
import { call } from '../../../lib/api';
import { failureReason } from '../../../lib/failure-messages';
import { tunnelQuery } from '../../../lib/tunnel';
import { SETTINGS } from './copy';
import { SettingsForm } from './SettingsForm';
import { SETTINGS_SECTIONS } from './sections';
import { useUnsavedMark } from './unsaved';

const C = SETTINGS.tunnel;

/** Where the site is reached from, and how the tunnel is doing: read out as it changes. */
function TunnelState({ view }: { view: TunnelView }) {
  const { status, publicUrl } = view;
  const fromPublicUrl = publicUrl !== null && (status.state !== 'connected' || status.url !== publicUrl);
  return (
    <dl className="grid gap-x-6 gap-y-1 rounded-lg bg-paper px-4 py-3 ring-1 ring-stone-200 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-ink">{C.state}</dt>
      <dd className={status.state === 'error' ? 'font-semibold text-red-700' : 'text-ink'}>
        <span role="status">{tunnelStatusLabel(status)}</span>
      </dd>
      <dt className="font-semibold text-ink">{C.address}</dt>
      <dd className="text-ink wrap-anywhere">
        {publicUrl ?? C.noAddress}
        {fromPublicUrl && <span className="block text-sm text-muted">{C.fromPublicUrl}</span>}
      </dd>
    </dl>
  );
}

/** 'Comprobar': whether diners reach the site through its public address, asked by the server from outside. */
function ReachabilityCheck() {
  const check = useMutation({ mutationFn: () => call(apiRoutes.settings.checkPublicAddress) });
  const text = check.isError ? failureReason(check.error) : (check.data?.message ?? '');
  const reached = !check.isError && check.data?.reachable === true;
  return (
    <div className="grid gap-2">
      <button type="button" className="button button-secondary min-h-11 w-fit" disabled={check.isPending} onClick={() => check.mutate()}>
        {check.isPending ? C.checking : C.check}
      </button>
      <p role="status" className={reached ? 'font-semibold text-green-800' : 'font-semibold text-red-700'}>
        {text}
      </p>
    </div>
  );
}

function TunnelSettings({ view }: { view: TunnelView }) {
  const { settings } = view;
  const form = useForm<TunnelSettingsInput, unknown, TunnelSettingsUpdate>({
    resolver: zodResolver(tunnelSettingsSchema),
    defaultValues: { authtoken: '', domain: settings?.domain ?? '' },
  });
  const queryClient = useQueryClient();
  const toasts = useToast();
  const change = useMutation({
    mutationFn: (input: TunnelSettingsUpdate | null) => (input ? call(apiRoutes.settings.saveTunnel, { body: { ...input, domain: input.domain ?? '' } }) : call(apiRoutes.settings.clearTunnel)),
    onSuccess: (answer, input) => {
      queryClient.setQueryData(tunnelQuery.queryKey, answer);
      form.reset({ authtoken: '', domain: answer.settings?.domain ?? '' });
      toasts.show({ title: input ? C.saved : C.turnedOff });
    },
    onError: (error) => toasts.show({ variant: 'destructive', title: 'Error', description: failureReason(error) }),
  });
  const editable = !settings?.fromEnvironment;
  useUnsavedMark(form.formState.isDirty);

  return (
    <SettingsForm id={SETTINGS_SECTIONS.tunnel} title={C.title} intro={C.intro} onSubmit={(event) => void form.handleSubmit((input) => change.mutate(input))(event)}>
      {editable && (
        <ol className="grid list-decimal gap-1 pl-6 text-ink">
          {C.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-ink ring-1 ring-amber-300">{C.freePlan}</p>
      <TunnelState view={view} />
      <ReachabilityCheck />
      {!editable && <p className="text-sm text-muted">{C.fromEnvironment}</p>}
      {editable && (
        <>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <TextField
              form={form}
              name="authtoken"
              label={C.authtoken}
              hint={settings?.tokenUnreadable ? C.authtokenUnreadable : settings?.hasToken ? C.authtokenKept : undefined}
              type="password"
              autoComplete="off"
            />
            <TextField form={form} name="domain" label={C.domain} hint={C.domainHint} />
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            {settings && (
              <button type="button" className="button button-secondary min-h-11" disabled={change.isPending} onClick={() => change.mutate(null)}>
                {C.off}
              </button>
            )}
            <button type="submit" className="button min-h-11" disabled={change.isPending}>
              {C.save}
            </button>
          </div>
        </>
      )}
      <p className="text-sm text-muted">{C.ownDomain}</p>
    </SettingsForm>
  );
}

/** 'Acceso desde internet': the ngrok tunnel's token and domain, its state, and the public address. */
export function TunnelForm() {
  const view = useQuery(tunnelQuery);
  return (
    <QueryView query={view} loading={C.loading} failed={C.loadFailed}>
      {(loaded) => <TunnelSettings view={loaded} />}
    </QueryView>
  );
}
