/** 'Informes': the venue's figures over dates, and the bookings as a CSV for Excel. */
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import type { CalendarStore } from '../calendar';
import type { OutageStore } from '../outages';
import { createBookingsCsv } from './bookings-csv';
import { reportEndpoints } from './endpoints';
import { createReports } from './figures';

export function reportsFeature({ db }: Kernel, { outages, calendar }: { outages: OutageStore; calendar: CalendarStore }): Feature {
  return {
    name: 'reports',
    provides: {},
    handlers: { reports: reportEndpoints({ reports: createReports(db, { downtime: outages.downtime, calendar: calendar.read }), bookingsCsv: createBookingsCsv(db) }) },
  };
}
