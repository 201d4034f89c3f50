import type { ReactNode } from 'react';
import { fullAddress, phoneHref } from '../../../../../shared/venue';
import { useVenue } from '../../../lib/venue';

/** Who runs the site, as the LSSI (art. 10) and the GDPR (art. 13) both ask; as the owner set it on 'Ajustes'. */
export function HolderDetails() {
  const venue = useVenue();
  const rows: [string, ReactNode][] = [
    ['Titular', venue.legalName],
    ['Nombre comercial', venue.name],
    ['NIF', venue.taxId],
    ['Domicilio', fullAddress(venue.address)],
    ['Datos registrales', venue.registry],
    ['Teléfono', <a href={phoneHref(venue.phone)}>{venue.phone}</a>],
    [
      'Correo electrónico',
      <a href={`mailto:${venue.email}`} className="break-all">
        {venue.email}
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
