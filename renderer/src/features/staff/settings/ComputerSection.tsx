import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KioskBridge } from '../../../../../shared/kiosk-bridge';
import { QueryView } from '../../../components/ui/QueryView';
import { useToast } from '../../../components/ui/Toaster';
import { kioskBridge } from '../../../lib/kiosk';
import { SETTINGS } from './copy';
import { SettingsSection } from './SettingsSection';
import { SETTINGS_SECTIONS } from './sections';

const C = SETTINGS.computer;
const KEY = ['kiosk', 'start-at-login'];

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

function ComputerSettings({ kiosk }: { kiosk: KioskBridge }) {
  const setting = useQuery({ queryKey: KEY, queryFn: () => kiosk.getStartAtLogin() });
  return (
    <SettingsSection id={SETTINGS_SECTIONS.computer} title={C.title} intro={C.intro}>
      <QueryView query={setting} loading={C.loading} failed={C.loadFailed}>
        {(enabled) => <StartAtLogin kiosk={kiosk} enabled={enabled} />}
      </QueryView>
    </SettingsSection>
  );
}

/** 'Este ordenador': settings of the front-desk PC itself, shown only inside the kiosk app. */
export function ComputerSection() {
  const kiosk = kioskBridge();
  return kiosk ? <ComputerSettings kiosk={kiosk} /> : null;
}
