import { AlertTriangle, ChevronDown } from 'lucide-react';
import type { DayReservation } from '../../../../../shared/types';
import { avoidByCategory, avoidLine, declaredLine } from './allergy-words';

/**
 * What a party must avoid, on its row: one line cut to the row's width, opened (a tap, a click, or
 * Intro on it) to the whole list by category and what the diner declared, marked as theirs.
 */
export function AllergyAlertNote({ booking }: { booking: DayReservation }) {
  const alert = booking.allergyAlert;
  const declared = declaredLine(booking);
  if (!alert && !declared) return null;
  const line = alert ? avoidLine(alert) : (declared ?? '');
  return (
    <details className="group w-full min-w-0 text-xs font-normal" data-allergy-alert>
      <summary title={line} className="flex min-h-6 cursor-pointer list-none items-center gap-1 rounded text-red-900 [&::-webkit-details-marker]:hidden">
        <AlertTriangle aria-hidden className="size-3.5 shrink-0" />
        <span className="min-w-0 truncate font-semibold">{line}</span>
        <ChevronDown aria-hidden className="size-3.5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="mt-1 grid gap-0.5 rounded-lg bg-red-50 p-2 text-sm text-ink ring-1 ring-red-200">
        {declared && <p className="font-semibold text-red-900">{declared}</p>}
        {alert && alert.dishes.length === 0 && <p>{line}</p>}
        {alert && alert.dishes.length > 0 && (
          <dl className="grid gap-0.5">
            {avoidByCategory(alert).map(([category, dishes]) => (
              <div key={category}>
                <dt className="inline font-semibold">{category}: </dt>
                <dd className="inline">{dishes}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </details>
  );
}
