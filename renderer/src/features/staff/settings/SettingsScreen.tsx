import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { QrCode } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '../../../../../shared/routes';
import { QueryView } from '../../../components/ui/QueryView';
import { useLiveUpdates } from '../kit/use-live-updates';
import { StaffScreen } from '../kit/StaffScreen';
import { kioskBridge } from '../../../lib/kiosk';
import { isVenueMissing, venueQuery } from '../../../lib/venue';
import { SETTINGS } from './copy';
import { SettingsSection } from './SettingsSection';
import { BackupsSection } from './BackupsSection';
import { FirstSteps } from './FirstSteps';
import { CalendarSection } from './calendar/CalendarSection';
import { PrivacySection } from './PrivacySection';
import { ComputerSection } from './ComputerSection';
import { LanForm } from './LanForm';
import { MailForm } from './MailForm';
import { NoShowPolicyForm } from './NoShowPolicyForm';
import { ReminderForm } from './ReminderForm';
import { PasswordForm } from './PasswordForm';
import { TunnelForm } from './TunnelForm';
import { VenueForm } from './VenueForm';
import { SETTINGS_SECTIONS, type SettingsSectionKey } from './sections';
import { UnsavedContext, withMark, type MarkUnsaved } from './unsaved';
import { useOpenSection } from './use-open-section';

/** 'Códigos QR': the way to the printable sheet. */
function QrCodesSection() {
  return (
    <SettingsSection id={SETTINGS_SECTIONS.qr} title={SETTINGS.qr.title} intro={SETTINGS.qr.intro}>
      <Link href={ROUTES.qrCodes} className="button button-secondary w-fit justify-self-end">
        <QrCode aria-hidden className="size-5" />
        {SETTINGS.qr.open}
      </Link>
    </SettingsSection>
  );
}

/** 'Datos del local', with 'Primeros pasos' above it while a new restaurant has steps left. */
function VenueSection() {
  const venue = useQuery(venueQuery);
  return (
    <>
      <FirstSteps />
      {isVenueMissing(venue.error) ? (
        <VenueForm venue={null} />
      ) : (
        <QueryView query={venue} loading={SETTINGS.venue.loading} failed={SETTINGS.venue.loadFailed}>
          {(details) => <VenueForm venue={details} />}
        </QueryView>
      )}
    </>
  );
}

const SECTIONS: Record<SettingsSectionKey, () => ReactNode> = {
  venue: () => <VenueSection />,
  calendar: () => <CalendarSection />,
  tunnel: () => <TunnelForm />,
  lan: () => <LanForm />,
  computer: () => <ComputerSection />,
  mail: () => <MailForm />,
  reminders: () => (
    <>
      <ReminderForm />
      <NoShowPolicyForm />
    </>
  ),
  qr: () => <QrCodesSection />,
  backups: () => <BackupsSection />,
  privacy: () => <PrivacySection />,
  password: () => <PasswordForm />,
};

type Unsaved = Partial<Record<SettingsSectionKey, readonly string[]>>;

/** The sections, each a link to itself; the one shown is marked as the current page, one with changes not saved says so. */
function SettingsContents({ shown, open, unsaved }: { shown: SettingsSectionKey[]; open: SettingsSectionKey; unsaved: Unsaved }) {
  return (
    <nav aria-label={SETTINGS.contents}>
      <ul className="flex flex-wrap gap-2">
        {shown.map((key) => {
          const changed = (unsaved[key]?.length ?? 0) > 0;
          return (
            <li key={key}>
              <a
                href={`#${SETTINGS_SECTIONS[key]}`}
                aria-current={key === open ? 'page' : undefined}
                // Its description, said after its name, and the pointer's tooltip.
                title={changed ? SETTINGS.unsaved : undefined}
                className={clsx(
                  'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1',
                  key === open ? 'bg-brand text-white ring-brand' : 'bg-white text-brand ring-stone-200 hover:bg-stone-50',
                )}
              >
                {SETTINGS[key].title}
                {changed && <span aria-hidden className="size-2.5 shrink-0 rounded-full bg-amber-500 ring-2 ring-white" />}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * /dashboard/ajustes: the owner describes the venue (on a new install, from a blank form), sets the
 * calendar, opens the tunnel to the internet and the dashboard to the venue's network, (in the kiosk
 * app) opens the app at login, sets the mail server, prints the QR codes, keeps backups and changes the
 * staff password. One section at a time, each saving on its own; the others stay in the page, hidden,
 * so what was typed in one and not yet saved is still there on coming back to it.
 */
export function SettingsScreen() {
  // What changes here without a click (a copy written outside the venue, the tunnel) shows as it happens.
  useLiveUpdates();
  // 'Este ordenador' exists only inside the kiosk app.
  const shown = (Object.keys(SETTINGS_SECTIONS) as SettingsSectionKey[]).filter((key) => key !== 'computer' || kioskBridge() !== null);
  const asked = useOpenSection();
  const open = shown.includes(asked) ? asked : 'venue';
  const panels = useRef<Partial<Record<SettingsSectionKey, HTMLDivElement | null>>>({});
  const [unsaved, setUnsaved] = useState<Unsaved>({});
  // One mark per section for the page's life: the forms' effects depend on it.
  const [marks] = useState(() =>
    Object.fromEntries(
      (Object.keys(SETTINGS_SECTIONS) as SettingsSectionKey[]).map((key): [SettingsSectionKey, MarkUnsaved] => [
        key,
        (form, changed) => setUnsaved((current) => withMark(current, key, form, changed)),
      ]),
    ),
  );
  const focused = useRef(open);
  // A section chosen on the page takes the focus to its heading (or, still loading, to the section), as
  // a new page would; the section the page opens on leaves it where the browser put it.
  useEffect(() => {
    if (focused.current === open) return;
    focused.current = open;
    const panel = panels.current[open];
    (document.getElementById(SETTINGS_SECTIONS[open]) ?? panel)?.focus();
  }, [open]);
  return (
    <StaffScreen title={SETTINGS.title} wide>
      <SettingsContents shown={shown} open={open} unsaved={unsaved} />
      {shown.map((key) => (
        <div
          key={key}
          ref={(element) => {
            panels.current[key] = element;
          }}
          hidden={key !== open}
          tabIndex={-1}
          className="grid gap-6 outline-none"
        >
          <UnsavedContext.Provider value={marks[key] ?? null}>{SECTIONS[key]()}</UnsavedContext.Provider>
        </div>
      ))}
    </StaffScreen>
  );
}
