import clsx from 'clsx';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '../../../../../shared/routes';
import { VenueTitle } from '../../../components/VenueTitle';

/** Away from the dashboard's tabs: 'Volver al panel'. */
const BACK = 'Volver al panel';

interface StaffScreenProps {
  title: string;
  wide?: boolean;
  /** Where 'Volver al panel' leads: the dashboard, or one of its tabs. */
  backTo?: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A staff screen of its own ('Ajustes', 'Clientes', 'Subcategorías'): its title in the tab and as the heading, and the way back to the dashboard. */
export function StaffScreen({ title, wide = false, backTo = ROUTES.dashboard, actions, children }: StaffScreenProps) {
  return (
    <div className="min-h-dvh bg-paper">
      <VenueTitle title={title} />
      <main className={clsx('mx-auto grid gap-6 px-4 py-6 lg:px-6', wide ? 'max-w-6xl' : 'max-w-4xl')}>
        <Link href={backTo} className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-semibold text-brand hover:underline print:hidden">
          <ArrowLeft aria-hidden className="size-4" />
          {BACK}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="font-display text-3xl font-bold text-ink">{title}</h1>
          {actions}
        </div>
        {children}
      </main>
    </div>
  );
}
