import { useQuery } from '@tanstack/react-query';
import type { FeedbackFigures } from '../../../../../shared/api/feedback';
import { SCORE_LABELS } from '../../../../../shared/messages/feedback';
import { SCORE_FIELDS } from '../../../../../shared/schemas/feedback';
import { OPINIONS } from './copy';
import { OpinionNote, visitLine } from './OpinionCard';
import { opinionsQuery } from './use-opinions';

const F = OPINIONS.figures;
const decimal = (value: number | null) => (value === null ? '—' : value.toLocaleString('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/** How many gave each overall score, as a table with a bar in each row. */
function Spread({ figures }: { figures: FeedbackFigures }) {
  const most = Math.max(1, ...figures.spread);
  return (
    <table className="w-full max-w-md text-sm">
      <caption className="mb-1 text-left font-semibold text-ink">{F.spread}</caption>
      <tbody>
        {[5, 4, 3, 2, 1].map((score) => {
          const count = figures.spread[score - 1] ?? 0;
          return (
            <tr key={score}>
              <th scope="row" className="w-16 py-0.5 pr-2 text-left font-normal whitespace-nowrap">
                {F.spreadRow(score)}
              </th>
              <td className="py-0.5">
                <span aria-hidden className={`block h-3 rounded ${score <= 2 ? 'bg-red-700' : 'bg-brand'}`} style={{ width: `${(count / most) * 100}%`, minWidth: count ? '0.25rem' : 0 }} />
              </td>
              <td className="w-10 py-0.5 text-right tabular-nums">{count}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** 'Informes': the range's opinions, their averages and spread, and what the guests wrote. */
export function FeedbackReport({ from, to }: { from: string; to: string }) {
  const list = useQuery(opinionsQuery(from, to));
  if (!list.data) return null;
  const { figures, opinions } = list.data;
  const commented = opinions.filter((opinion) => opinion.comment);
  return (
    <section aria-labelledby="informe-opiniones" className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 print:break-inside-avoid">
      <h2 id="informe-opiniones" className="font-display text-xl font-bold text-ink">
        {F.heading}
      </h2>
      {figures.count === 0 ? (
        <p className="text-muted">{F.none}</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            <div className="grid gap-0.5">
              <dt className="text-sm font-semibold text-muted">{F.average}</dt>
              <dd className="font-display text-3xl font-bold text-ink tabular-nums">{decimal(figures.averages.overall)}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-sm font-semibold text-muted">{F.count}</dt>
              <dd className="font-display text-3xl font-bold text-ink tabular-nums">{figures.count}</dd>
            </div>
            {SCORE_FIELDS.filter((field) => field !== 'overall').map((field) => (
              <div key={field} className="grid gap-0.5">
                <dt className="text-sm font-semibold text-muted">{SCORE_LABELS[field]}</dt>
                <dd className="font-display text-2xl font-bold text-ink tabular-nums">{decimal(figures.averages[field])}</dd>
              </div>
            ))}
          </dl>
          <Spread figures={figures} />
          {commented.length > 0 && (
            <div className="grid gap-2">
              <h3 className="font-semibold text-ink">{F.comments}</h3>
              <ul className="grid gap-2">
                {commented.map((opinion) => (
                  <OpinionNote key={opinion.id} opinion={opinion} heading={visitLine(opinion)}>
                    <p className="text-ink">«{opinion.comment}»</p>
                  </OpinionNote>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}
