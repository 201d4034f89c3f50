import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KioskBridge, PowerState } from '../../../../../shared/kiosk-bridge';
import { QueryView } from '../../../components/ui/QueryView';
import { useToast } from '../../../components/ui/Toaster';
import { kioskBridge } from '../../../lib/kiosk';
import { SETTINGS } from './copy';
import { SettingsSection } from './SettingsSection';
import { SETTINGS_SECTIONS } from './sections';

const C = SETTINGS.computer;
const KEY = ['kiosk', 'start-at-login'];
// Read again whenever the screen is shown: a laptop may have been unplugged meanwhile.
const POWER_KEY = ['kiosk', 'power'];

function StartAtLogin({ kiosk, enabled }: { kiosk: KioskBridge; enabled: boolean }) {
  const queryClient = useQueryClient();
  const toasts = useToast();
  const change = useMutation({
    mutationFn: (wanted: boolean) => kiosk.setStartAtLogin(wanted),
    onSuccess: (now) => {
      queryClient.setQueryData(KEY, now);
      toasts.show({ title: now ? C.turnedOn : C.turnedOff });
    },
    onError: () => toasts.show({ variant: 'destructive', title: 'Error', description: C.failed }),
  });
  return (
    <div className="grid gap-1">
      <label className="flex min-h-11 w-fit items-center gap-3 font-semibold text-ink">
        <input
          type="checkbox"
          className="size-5 accent-brand"
          aria-describedby="start-at-login-hint"
          checked={change.isPending ? change.variables : enabled}
          disabled={change.isPending}
          onChange={(event) => change.mutate(event.target.checked)}
        />
        {C.startAtLogin}
      </label>
      <p id="start-at-login-hint" className="text-sm text-muted">
        {C.startAtLoginHint}
      </p>
    </div>
  );
}

/** Why the PC must stay on, what the app can read of it now, and what the owner sets in Windows once. */
function StayingAwake({ power }: { power: PowerState }) {
  const A = C.awake;
  return (
    <section aria-labelledby="web-encendida" className="grid gap-2">
      <h3 id="web-encendida" className="font-semibold text-ink">
        {A.title}
      </h3>
      <p className="text-sm text-muted">{A.why}</p>
      <div role="status" className="grid gap-1 rounded-xl bg-stone-50 p-3 text-sm text-ink ring-1 ring-stone-200">
        <p>{power.keptAwake ? A.keptAwake : A.notKeptAwake}</p>
        <p>{power.onBattery ? A.onBattery : A.onMains}</p>
      </div>
      <h4 className="mt-2 text-sm font-semibold text-ink">{A.stepsTitle}</h4>
      <ol className="grid list-decimal gap-1.5 pl-5 text-sm text-ink">
        {A.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

function ComputerSettings({ kiosk }: { kiosk: KioskBridge }) {
  const setting = useQuery({ queryKey: KEY, queryFn: () => kiosk.getStartAtLogin() });
  const power = useQuery({ queryKey: POWER_KEY, queryFn: () => kiosk.getPowerState() });
  return (
    <SettingsSection id={SETTINGS_SECTIONS.computer} title={C.title} intro={C.intro}>
      <QueryView query={setting} loading={C.loading} failed={C.loadFailed}>
        {(enabled) => <StartAtLogin kiosk={kiosk} enabled={enabled} />}
      </QueryView>
      <QueryView query={power} loading={C.loading} failed={C.loadFailed}>
        {(state) => <StayingAwake power={state} />}
      </QueryView>
    </SettingsSection>
  );
}

/** 'Este ordenador': settings of the front-desk PC itself, shown only inside the kiosk app. */
export function ComputerSection() {
  const kiosk = kioskBridge();
  return kiosk ? <ComputerSettings kiosk={kiosk} /> : null;
}
