import type { ReactNode } from 'react';
import { fullAddress, VENUE } from '../../../../shared/venue';

/** Who runs the site, as the LSSI (art. 10) and the GDPR (art. 13) both ask; read from shared/venue.ts. */
export function HolderDetails() {
  const rows: [string, ReactNode][] = [
    ['Titular', VENUE.legalName],
    ['Nombre comercial', VENUE.name],
    ['NIF', VENUE.taxId],
    ['Domicilio', fullAddress()],
    ['Datos registrales', VENUE.registry],
    ['Teléfono', <a href={VENUE.phone.href}>{VENUE.phone.display}</a>],
    [
      'Correo electrónico',
      <a href={`mailto:${VENUE.email}`} className="break-all">
        {VENUE.email}
      </a>,
    ],
  ];
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 rounded-xl border border-stone-200 bg-card p-5 text-base sm:grid-cols-[auto_1fr] sm:gap-y-2">
      {rows.map(([term, value]) => (
        // `contents` lets each pair sit in the grid's two columns while staying one group for the list.
        <div key={term} className="contents">
          <dt className="font-semibold text-ink">{term}</dt>
          <dd className="-mt-2 sm:mt-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
