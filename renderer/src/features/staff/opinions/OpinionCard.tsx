import type { ReactNode } from 'react';
import { formatShortDate } from '../../../../../shared/long-date';
import type { Opinion } from '../../../../../shared/api/feedback';
import { SCORE_LABELS } from '../../../../../shared/messages/feedback';
import { SCORE_FIELDS } from '../../../../../shared/schemas/feedback';
import { OPINIONS } from './copy';

/** What a guest said of a visit: the four scores, the comment, and the visit itself. */
export function OpinionBody({ opinion }: { opinion: Opinion }) {
  return (
    <div className="grid gap-2">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
        {SCORE_FIELDS.map((field) => (
          <li key={field} className={opinion[field] <= 2 ? 'font-semibold text-red-800' : undefined}>
            {OPINIONS.score(SCORE_LABELS[field], opinion[field])}
          </li>
        ))}
      </ul>
      <p className="text-ink">{opinion.comment ? `«${opinion.comment}»` : opinion.anonymisedAt ? OPINIONS.anonymised : OPINIONS.noComment}</p>
    </div>
  );
}

/** The visit an opinion is of: who, when and how many. */
export const visitLine = (opinion: Opinion) => OPINIONS.booking(opinion.customerName, formatShortDate(opinion.date), opinion.startTime, opinion.partySize);

/** Its overall score as a badge, red when low. */
export function OverallBadge({ opinion }: { opinion: Opinion }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-sm font-bold whitespace-nowrap ${opinion.low ? 'bg-red-100 text-red-900' : 'bg-emerald-100 text-emerald-900'}`}>
      {opinion.overall} / 5{opinion.low && <span> · {OPINIONS.lowBadge}</span>}
    </span>
  );
}

/** An opinion in a list (the guest's card, the comments of 'Informes'): its badge and heading line, then what it says. */
export function OpinionNote({ opinion, heading, children }: { opinion: Opinion; heading: string; children: ReactNode }) {
  return (
    <li className="grid gap-1 rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200">
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
        <OverallBadge opinion={opinion} />
        {heading}
      </p>
      {children}
    </li>
  );
}
