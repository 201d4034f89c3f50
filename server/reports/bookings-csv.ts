/**
 * The range's bookings as a file for the accountant's spreadsheet: Spanish Excel opens UTF-8 only
 * with a byte-order mark, and splits on `;` (the decimal separator is the comma). A row a booking,
 * with what became of it. The diners' names and contacts only when asked for, and never of a booking
 * whose personal data the retention period or an erasure removed.
 */
import { stringify } from 'csv-stringify/sync';
import { SOURCE_WORDS } from '../../shared/booking-source';
import { madridWallClock } from '../../shared/madrid-time';
import { tablesLabel } from '../../shared/table-label';
import type { Db } from '../db/open';

const STATUS_WORDS: Record<string, string> = { confirmed: 'Confirmada', pending: 'Pendiente', cancelled: 'Cancelada', 'no-show': 'No se presentó' };

const HEADER = ['Fecha', 'Hora de inicio', 'Hora de fin', 'Zona', 'Mesa', 'Personas', 'Estado', 'Origen', 'Llegada', 'Salida'];
const PERSONAL_HEADER = ['Nombre', 'Teléfono', 'Email'];

interface Row {
  date: string;
  startTime: string;
  endTime: string;
  zone: string;
  tableName: string | null;
  tableNumber: number | null;
  /** The numbers of the booking's other tables when joined, '4,5'. */
  otherNumbers: string | null;
  partySize: number;
  status: string;
  source: keyof typeof SOURCE_WORDS | null;
  arrivedAt: string | null;
  leftAt: string | null;
  name: string;
  phone: string;
  email: string;
  anonymisedAt: string | null;
}

/** Text a person typed, kept from being read as a formula by a spreadsheet ('=…', '+…', '-…', '@…'). */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const HOUR_MS = 3_600_000;
const DAY_MINUTES = 1440;

/**
 * A moment as the venue's clock read it: '21:04'. Madrid's offset changes only on the hour, so it is
 * asked of the time-zone data once an hour of the file (a year's file has tens of thousands of moments).
 */
function wallTimes(): (instant: string | null) => string {
  const offsets = new Map<number, number>();
  return (instant) => {
    if (!instant) return '';
    const at = Date.parse(instant);
    const hour = Math.floor(at / HOUR_MS);
    const utcMinutes = Math.floor(at / 60_000) % DAY_MINUTES;
    let offset = offsets.get(hour);
    if (offset === undefined) {
      offset = (madridWallClock(new Date(at)).minutes - utcMinutes + DAY_MINUTES) % DAY_MINUTES;
      offsets.set(hour, offset);
    }
    const minutes = (utcMinutes + offset) % DAY_MINUTES;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  };
}

/** One party at joined tables reads 'Mesas 3 + 4' on its one line. */
function tableOf({ tableName, tableNumber, otherNumbers }: Row): string {
  if (!tableName) return '';
  if (!otherNumbers) return tableName;
  const others = otherNumbers.split(',').map((number) => ({ name: '', tableNumber: Number(number) }));
  return tablesLabel([{ name: tableName, tableNumber: tableNumber ?? 0 }, ...others]) ?? '';
}

export function createBookingsCsv(db: Db) {
  const rows = db.$client.prepare<{ from: string; to: string }, Row>(
    `select r.date, r.start_time as startTime, r.end_time as endTime, r.preferred_section as zone,
            coalesce(t.name, case when r.table_number is null then null else 'Mesa ' || r.table_number end) as tableName, r.table_number as tableNumber,
            (select group_concat(n, ',') from (select o.table_number as n from reservation_tables x join dining_tables o on o.id = x.table_id
              where x.reservation_id = r.id order by x.position)) as otherNumbers,
            r.party_size as partySize, r.status, r.source, r.arrived_at as arrivedAt, r.left_at as leftAt,
            r.customer_name as name, r.customer_phone as phone, r.customer_email as email, r.anonymised_at as anonymisedAt
       from reservations r left join dining_tables t on t.id = r.table_id
      where r.date between :from and :to
      order by r.date, r.start_time, tableName`,
  );
  return (range: { from: string; to: string }, personal: boolean): string => {
    const wallTime = wallTimes();
    const records = rows.all(range).map((row) => {
      const line = [
        row.date,
        row.startTime,
        row.endTime,
        asText(row.zone),
        asText(tableOf(row)),
        row.partySize,
        STATUS_WORDS[row.status] ?? row.status,
        SOURCE_WORDS[row.source ?? 'unknown'],
        wallTime(row.arrivedAt),
        wallTime(row.leftAt),
      ];
      if (!personal) return line;
      return row.anonymisedAt ? [...line, '', '', ''] : [...line, asText(row.name), asText(row.phone), asText(row.email)];
    });
    return `\uFEFF${stringify([personal ? [...HEADER, ...PERSONAL_HEADER] : HEADER, ...records], { delimiter: ';', record_delimiter: 'windows' })}`;
  };
}

export type BookingsCsv = ReturnType<typeof createBookingsCsv>;
