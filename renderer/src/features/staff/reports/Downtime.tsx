import type { Report } from '../../../../../shared/api/dto';
import { REPORTS } from './copy';
import { OutageTable, ReportSection } from './ReportTables';

const D = REPORTS.downtime;

/** The range's outages: how long the site was down within it, then each one, newest first. */
export function Downtime({ downtime }: { downtime: Report['downtime'] }) {
  return (
    <ReportSection title={D.title}>
      <p className="font-semibold text-ink">{downtime.outages.length === 0 ? D.none : D.total(downtime.minutes)}</p>
      {downtime.outages.length > 0 && (
        <>
          <OutageTable outages={downtime.outages} />
          <p className="text-sm text-muted">{D.note}</p>
        </>
      )}
    </ReportSection>
  );
}
