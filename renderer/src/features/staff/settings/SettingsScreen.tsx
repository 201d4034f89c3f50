import { useQuery } from '@tanstack/react-query';
import { QrCode } from 'lucide-react';
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
import { ReminderForm } from './ReminderForm';
import { PasswordForm } from './PasswordForm';
import { TunnelForm } from './TunnelForm';
import { VenueForm } from './VenueForm';
import { SETTINGS_SECTIONS, type SettingsSectionKey } from './sections';

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

/** Links to each block: the page is long, and the owner usually comes for one thing. */
function SettingsContents() {
  // 'Este ordenador' exists only inside the kiosk app.
  const shown = (Object.keys(SETTINGS_SECTIONS) as SettingsSectionKey[]).filter((key) => key !== 'computer' || kioskBridge() !== null);
  return (
    <nav aria-label={SETTINGS.contents}>
      <ul className="flex flex-wrap gap-2">
        {shown.map((key) => (
          <li key={key}>
            <a href={`#${SETTINGS_SECTIONS[key]}`} className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-brand ring-1 ring-stone-200 hover:bg-stone-50">
              {SETTINGS[key].title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /dashboard/ajustes: the owner describes the venue (on a new install, from a blank form), opens the tunnel to the internet and the dashboard to the venue's network, (in the kiosk app) opens the app at login, sets the mail server, prints the QR codes, keeps backups and changes the staff password. */
export function SettingsScreen() {
  const venue = useQuery(venueQuery);
  // What changes here without a click (a copy written outside the venue, the tunnel) shows as it happens.
  useLiveUpdates();
  return (
    <StaffScreen title={SETTINGS.title}>
      <SettingsContents />
      <FirstSteps />
      {isVenueMissing(venue.error) ? (
        <VenueForm venue={null} />
      ) : (
        <QueryView query={venue} loading={SETTINGS.venue.loading} failed={SETTINGS.venue.loadFailed}>
          {(details) => <VenueForm venue={details} />}
        </QueryView>
      )}
      <CalendarSection />
      <TunnelForm />
      <LanForm />
      <ComputerSection />
      <MailForm />
      <ReminderForm />
      <QrCodesSection />
      <BackupsSection />
      <PrivacySection />
      <PasswordForm />
    </StaffScreen>
  );
}
