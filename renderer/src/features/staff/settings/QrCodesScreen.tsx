import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QrCode } from '../../../../../shared/qr-codes';
import { settingsSectionHref } from './sections';
import { QueryView } from '../../../components/ui/QueryView';
import { PrintFrame } from '../kit/PrintFrame';
import { apiRoutes } from '../../../../../shared/api/routes';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useVenueName } from '../../../lib/venue';
import { SETTINGS } from './copy';

const C = SETTINGS.qr;

const qrCodesQuery = queryOptions({
  queryKey: queryKeys.settings.qrCodes,
  queryFn: () => call(apiRoutes.settings.qrCodes),
});

/** One code with what it opens, inside a dashed cut line so each can go on its own table card. */
function QrCard({ code }: { code: QrCode }) {
  const text = C.codes[code.target];
  const titleId = `qr-${code.target}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="grid items-center justify-items-center gap-4 rounded-2xl border-2 border-dashed border-stone-300 p-6 text-center break-inside-avoid sm:grid-cols-[auto_1fr] sm:justify-items-start sm:text-left print:grid-cols-[auto_1fr] print:justify-items-start print:text-left"
    >
      {/* An SVG image, not inline markup: the library's drawing is shown as it is, and prints sharp at any size. */}
      <img src={`data:image/svg+xml,${encodeURIComponent(code.svg)}`} alt={text.alt} className="size-56 sm:size-64 print:size-[80mm]" />
      <div className="grid gap-2">
        <h2 id={titleId} className="font-display text-3xl font-bold text-ink">
          {text.title}
        </h2>
        <p className="text-lg text-ink">{text.line}</p>
        <p className="text-sm break-all text-muted">{code.url}</p>
      </div>
    </article>
  );
}

/** The A4 sheet: on screen a white page, on paper only this. */
function PrintSheet({ codes }: { codes: QrCode[] }) {
  const venueName = useVenueName();
  return (
    <section aria-label={C.title} className="grid gap-6 bg-white p-6 shadow-md ring-1 ring-stone-200 sm:p-10 print:p-0 print:shadow-none print:ring-0">
      {venueName && <p className="text-center font-display text-4xl font-bold text-ink">{venueName}</p>}
      {codes.map((code) => (
        <QrCard key={code.target} code={code} />
      ))}
    </section>
  );
}

function NoPublicAddress() {
  return (
    <section role="alert" aria-labelledby="qr-no-address" className="grid gap-2 rounded-xl bg-amber-50 p-5 ring-1 ring-amber-300">
      <h2 id="qr-no-address" className="font-display text-2xl font-bold text-ink">
        {C.noAddress}
      </h2>
      <p className="text-ink">{C.noAddressDetail}</p>
      <p className="font-semibold text-ink">{C.noAddressWhat}</p>
    </section>
  );
}

/** /dashboard/ajustes/qr: the menu's and the booking form's QR codes of the public address, on an A4 sheet to print. */
export function QrCodesScreen() {
  const sheet = useQuery(qrCodesQuery);
  const printable = (sheet.data?.codes.length ?? 0) > 0;
  return (
    <PrintFrame title={C.title} back={{ href: settingsSectionHref('qr'), label: C.back }} printLabel={C.print} printable={printable}>
      <QueryView query={sheet} loading={C.loading} failed={C.loadFailed}>
        {({ codes }) => (codes.length > 0 ? <PrintSheet codes={codes} /> : <NoPublicAddress />)}
      </QueryView>
    </PrintFrame>
  );
}
