import { useQuery } from '@tanstack/react-query';
import { VENUE_TIME_ZONE } from '../../../../../shared/madrid-time';
import { settingsSectionHref } from './sections';
import { QueryView } from '../../../components/ui/QueryView';
import { useNow } from '../../../lib/use-now';
import { useVenueName } from '../../../lib/venue';
import { PrintFrame } from '../kit/PrintFrame';
import { SETTINGS } from './copy';
import { offsiteCopyQuery } from './offsite-copy-query';

const C = SETTINGS.offsite.sheet;
const day = new Intl.DateTimeFormat('es-ES', { timeZone: VENUE_TIME_ZONE, dateStyle: 'long' });

/** A part of the sheet: its heading and its lines, numbered when they are steps. */
function SheetPart({ id, title, lines, numbered = false }: { id: string; title: string; lines: readonly string[]; numbered?: boolean }) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <section aria-labelledby={id} className="grid gap-2 break-inside-avoid">
      <h3 id={id} className="text-xl font-bold">
        {title}
      </h3>
      <List className={`grid gap-1 pl-6 ${numbered ? 'list-decimal' : 'list-disc'}`}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </List>
    </section>
  );
}

/**
 * The A4 sheet the owner keeps away from the venue: whose copies, the folder they go to, a box to
 * write the passphrase by hand (it is never shown again, nor printed), where to keep the sheet, and
 * the restore on a new PC step by step.
 */
function Sheet({ folder }: { folder: string }) {
  const venueName = useVenueName() ?? '';
  const now = useNow();
  return (
    <article aria-label={C.title} className="grid gap-6 bg-white p-6 text-ink shadow-md ring-1 ring-stone-200 sm:p-10 print:p-0 print:shadow-none print:ring-0">
      <h2 className="font-display text-3xl font-bold">{C.heading(venueName)}</h2>
      <div className="grid gap-2">
        <p>{C.what}</p>
        <p className="rounded-lg bg-stone-50 px-4 py-3 font-mono text-lg break-all ring-1 ring-stone-300">{folder}</p>
        <p className="text-sm text-muted">{C.printed(day.format(now))}</p>
      </div>
      <div className="grid gap-2 break-inside-avoid">
        <p className="font-semibold">{C.passphraseLabel}</p>
        {/* Ruled lines to write on: the passphrase itself is never on the screen. */}
        <div aria-hidden className="grid gap-8 rounded-lg border-2 border-ink px-4 pt-10 pb-4">
          <div className="border-b border-stone-400" />
          <div className="border-b border-stone-400" />
        </div>
      </div>
      <SheetPart id="hoja-guardar" title={C.keepTitle} lines={C.keep} />
      <SheetPart id="hoja-restaurar" title={C.restoreTitle} lines={C.restore} numbered />
    </article>
  );
}

/** /dashboard/ajustes/hoja-de-recuperacion: the recovery sheet of 'Copia fuera del local', to print. */
export function RecoverySheetScreen() {
  const view = useQuery(offsiteCopyQuery);
  const folder = view.data?.folder ?? null;
  return (
    <PrintFrame title={C.title} back={{ href: settingsSectionHref('backups'), label: C.back }} printLabel={C.print} printable={folder !== null}>
      <QueryView query={view} loading={SETTINGS.offsite.loading} failed={SETTINGS.offsite.loadFailed}>
        {(loaded) =>
          loaded.folder !== null ? (
            <Sheet folder={loaded.folder} />
          ) : (
            <p role="alert" className="rounded-xl bg-amber-50 p-5 font-semibold text-ink ring-1 ring-amber-300">
              {C.notSet}
            </p>
          )
        }
      </QueryView>
    </PrintFrame>
  );
}
