/**
 * Occupancy: the people of the bookings that stand against the seats the venue opened. A service's
 * seats are those of the tables that can be booked (`isAvailable`, each its `maxCapacity`: the plan
 * as it is now), once for each date of the range the calendar opens that service; a closed date or
 * service opens none. A booking counts in the service whose hours (first start to last end) hold its
 * start, on its date; one outside them all (staff may write a party on a closed day) counts in no
 * rate, and is told apart.
 */
import { SERVICE_NAMES, type Calendar, type Service } from '../../shared/calendar';
import type { ReportOccupancy } from '../../shared/api/dto';
import { addDays, dayNumber } from '../../shared/madrid-time';
import { serviceMinutes, servicesOn } from '../../shared/schedule';

/** The people of the bookings that stand which start at one time of one date. */
export interface CoversAtStart {
  date: string;
  startTime: string;
  covers: number;
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000);

/** The open service of the date whose hours hold the start, if any. */
function serviceHolding(services: readonly Service[], startTime: string): Service | undefined {
  const start = serviceMinutes(startTime);
  return services.find((service) => start >= serviceMinutes(service.firstStart) && start < serviceMinutes(service.lastEnd));
}

export function occupancyOf(range: { from: string; to: string }, calendar: Calendar, tableSeats: number, starts: readonly CoversAtStart[]): ReportOccupancy {
  const openings = new Map<Service['name'], number>();
  const covers = new Map<Service['name'], number>();
  const days = dayNumber(range.to) - dayNumber(range.from) + 1;
  for (let index = 0; index < days; index++) {
    for (const service of servicesOn(addDays(range.from, index), calendar)) openings.set(service.name, (openings.get(service.name) ?? 0) + 1);
  }
  let outsideCovers = 0;
  for (const start of starts) {
    const service = serviceHolding(servicesOn(start.date, calendar), start.startTime);
    if (service) covers.set(service.name, (covers.get(service.name) ?? 0) + start.covers);
    else outsideCovers += start.covers;
  }
  const services = SERVICE_NAMES.filter((name) => openings.has(name)).map((service) => {
    const opened = openings.get(service) ?? 0;
    const people = covers.get(service) ?? 0;
    return { service, openings: opened, covers: people, seats: opened * tableSeats, rate: ratio(people, opened * tableSeats) };
  });
  const allCovers = services.reduce((sum, service) => sum + service.covers, 0);
  const allSeats = services.reduce((sum, service) => sum + service.seats, 0);
  return { covers: allCovers, seats: allSeats, rate: ratio(allCovers, allSeats), tableSeats, services, outsideCovers };
}
