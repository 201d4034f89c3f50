import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { ROUTES } from '../../../../shared/routes';
import { QueryView } from '../../components/ui/QueryView';
import { VenueTitle } from '../../components/VenueTitle';
import { isVenueMissing, venueQuery } from '../../lib/venue';
import { SETTINGS } from './copy';
import { MailForm } from './MailForm';
import { PasswordForm } from './PasswordForm';
import { VenueForm } from './VenueForm';

/** /dashboard/ajustes: the owner describes the venue (on a new install, from a blank form), sets the mail server and changes the staff password. */
export function SettingsScreen() {
  const venue = useQuery(venueQuery);
  return (
    <div className="min-h-dvh bg-paper">
      <VenueTitle title={SETTINGS.title} />
      <main className="mx-auto grid max-w-4xl gap-6 px-4 py-6 lg:px-6">
        <Link href={ROUTES.dashboard} className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-semibold text-brand hover:underline">
          <ArrowLeft aria-hidden className="size-4" />
          {SETTINGS.back}
        </Link>
        <h1 className="font-display text-3xl font-bold text-ink">{SETTINGS.title}</h1>
        {isVenueMissing(venue.error) ? (
          <VenueForm venue={null} />
        ) : (
          <QueryView query={venue} loading={SETTINGS.venue.loading} failed={SETTINGS.venue.loadFailed}>
            {(details) => <VenueForm venue={details} />}
          </QueryView>
        )}
        <MailForm />
        <PasswordForm />
      </main>
    </div>
  );
}
