import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Download, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { serviceDate } from '../../../../../shared/schedule';
import type { Report } from '../../../../../shared/types';
import { controlClass } from '../../../components/ui/Field';
import { QueryView } from '../../../components/ui/QueryView';
import { useToast } from '../../../components/ui/Toaster';
import { staffDownload } from '../../../lib/api';
import { failureReason } from '../../../lib/failure-messages';
import { StaffScreen } from '../kit/StaffScreen';
import { FeedbackReport } from '../opinions';
import { REPORTS } from './copy';
import { DayChart } from './DayChart';
import { Downtime } from './Downtime';
import { noSeatsReason, Occupancy, occupancyRate } from './Occupancy';
import { presetRange, type DateRange, type RangeName } from './ranges';
import { DayTable, ReportSection, ShareTable, SlotHeatMap } from './ReportTables';
import { bookingsCsvUrl, reportQuery } from './use-report';

const PRESETS = Object.keys(REPORTS.presets) as RangeName[];
/** The week being worked: what the owner looks at most, and what today's bookings count in. */
const FIRST_RANGE: RangeName = 'thisWeek';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="grid content-start gap-0.5 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="font-display text-3xl font-bold text-ink tabular-nums">{value}</dd>
      {detail && <dd className="text-sm text-muted">{detail}</dd>}
    </div>
  );
}

function Summary({ report }: { report: Report }) {
  const before = report.lastYear;
  const lastYear = (value: number | undefined) => (value === undefined ? undefined : REPORTS.lastYear(REPORTS.number(value)));
  const { occupancy } = report;
  return (
    <dl aria-label={REPORTS.summaryLabel} className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      <Figure label={REPORTS.covers} value={REPORTS.number(report.covers)} detail={lastYear(before?.covers)} />
      <Figure label={REPORTS.bookings} value={REPORTS.number(report.bookings)} detail={lastYear(before?.bookings)} />
      <Figure
        label={REPORTS.occupancy.label}
        value={occupancyRate(occupancy.rate)}
        detail={occupancy.seats === 0 ? noSeatsReason(occupancy) : REPORTS.occupancy.of(occupancy.covers, occupancy.seats)}
      />
      <Figure label={REPORTS.noShows} value={REPORTS.number(report.noShows)} detail={REPORTS.rate(report.noShowRate)} />
      <Figure label={REPORTS.cancellations} value={REPORTS.number(report.cancellations)} detail={REPORTS.rate(report.cancellationRate)} />
      <Figure
        label={REPORTS.atTable}
        value={report.averageMinutesAtTable === null ? REPORTS.noTimes : REPORTS.minutes(report.averageMinutesAtTable)}
        detail={report.averageMinutesAtTable === null ? REPORTS.timesHint : REPORTS.timesBasis(report.seatedWithTimes)}
      />
    </dl>
  );
}

/** The occupancy and the breakdowns of the bookings that stand; their notes only beside the rows they explain. */
function Breakdowns({ report }: { report: Report }) {
  const unknownSource = report.bySource.some((row) => row.source === 'unknown');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {report.occupancy.seats > 0 && <Occupancy occupancy={report.occupancy} />}
      <ReportSection title={REPORTS.byDay} wide>
        <DayChart days={report.byDay} />
        <DayTable days={report.byDay} />
      </ReportSection>
      <ReportSection title={REPORTS.byZone}>
        <ShareTable heading={REPORTS.zone} rows={report.byZone.map((row) => ({ ...row, label: row.zone }))} />
      </ReportSection>
      <ReportSection title={REPORTS.bySource}>
        <ShareTable heading={REPORTS.source} rows={report.bySource.map((row) => ({ ...row, label: REPORTS.sourceWord(row.source) }))} note={unknownSource ? REPORTS.sourceHint : undefined} />
      </ReportSection>
      <ReportSection title={REPORTS.byPartySize}>
        <ShareTable heading={REPORTS.partySize} rows={report.byPartySize.map((row) => ({ ...row, label: String(row.partySize) }))} />
      </ReportSection>
      <ReportSection title={REPORTS.bySlot}>
        <SlotHeatMap slots={report.bySlot} />
      </ReportSection>
    </div>
  );
}

/**
 * The summary as soon as any booking was made for the dates (one only cancelled shows as such); the
 * occupancy and the breakdowns once one stands.
 */
function Figures({ report }: { report: Report }) {
  if (report.bookings + report.cancellations + report.noShows === 0) return <p className="rounded-2xl bg-white p-4 text-muted ring-1 ring-stone-200">{REPORTS.nothing}</p>;
  return (
    <>
      <Summary report={report} />
      {report.bookings > 0 && <Breakdowns report={report} />}
    </>
  );
}

/** /dashboard/informes: the venue's figures for this week, last month or any range, with the file for the accountant. */
export function ReportsScreen() {
  const ids = useId();
  const toasts = useToast();
  const [preset, setPreset] = useState<RangeName | null>(FIRST_RANGE);
  const [range, setRange] = useState<DateRange>(() => presetRange(FIRST_RANGE, serviceDate(new Date())));
  const [personal, setPersonal] = useState(false);
  const report = useQuery(reportQuery(range));

  const choose = (name: RangeName) => {
    setPreset(name);
    setRange(presetRange(name, serviceDate(new Date())));
  };
  const type = (edge: keyof DateRange, value: string) => {
    if (!value) return;
    setPreset(null);
    setRange((current) => ({ ...current, [edge]: value }));
  };
  const download = () =>
    void staffDownload(bookingsCsvUrl(range, personal), `reservas-${range.from}-a-${range.to}.csv`).catch((error: unknown) =>
      toasts.show({ title: 'Error', description: failureReason(error), variant: 'destructive' }),
    );

  return (
    <StaffScreen
      title={REPORTS.title}
      wide
      actions={
        <button type="button" className="button button-secondary print:hidden" onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" />
          {REPORTS.print}
        </button>
      }
    >
      <p className="max-w-3xl text-muted print:hidden">{REPORTS.intro}</p>
      <div className="flex flex-wrap items-end gap-4 print:hidden">
        <div role="group" aria-label={REPORTS.rangeLabel} className="flex flex-wrap gap-2">
          {PRESETS.map((name) => (
            <button key={name} type="button" aria-pressed={preset === name} onClick={() => choose(name)} className={clsx('button', preset === name ? '' : 'button-secondary')}>
              {REPORTS.presets[name]}
            </button>
          ))}
        </div>
        {(['from', 'to'] as const).map((edge) => (
          <div key={edge} className="grid gap-1">
            <label htmlFor={`${ids}-${edge}`} className="text-sm font-semibold text-ink">
              {REPORTS[edge]}
            </label>
            <input id={`${ids}-${edge}`} type="date" value={range[edge]} onChange={(event) => type(edge, event.target.value)} className={controlClass} />
          </div>
        ))}
      </div>
      <p className="hidden font-semibold print:block">{`${REPORTS.from} ${range.from} · ${REPORTS.to} ${range.to}`}</p>
      {/* A range the server refuses ('Hasta' before 'Desde', more than a year) says why. */}
      <QueryView query={report} loading={REPORTS.loading} failed={report.error ? failureReason(report.error) : REPORTS.failed}>
        {(answer) => (
          <>
            <Figures report={answer} />
            <Downtime downtime={answer.downtime} />
          </>
        )}
      </QueryView>
      <FeedbackReport from={range.from} to={range.to} />
      <div className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 print:hidden">
        <button type="button" className="button" onClick={download}>
          <Download aria-hidden className="size-4" />
          {REPORTS.download}
        </button>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" checked={personal} onChange={(event) => setPersonal(event.target.checked)} className="size-5 accent-brand" />
          <span>
            {REPORTS.personal}
            <span className="block text-muted">{REPORTS.personalHint}</span>
          </span>
        </label>
      </div>
    </StaffScreen>
  );
}
