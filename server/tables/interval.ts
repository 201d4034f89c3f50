import { coveredSlots, endDateFor, timelineMinutes } from '../../shared/schedule';

/** The stored fields that follow from a booking's date and times. */
export function bookingInterval(date: string, startTime: string, endTime: string) {
  return {
    endDate: endDateFor(date, startTime, endTime),
    time: startTime,
    times: JSON.stringify(coveredSlots(startTime, endTime)),
    startsAt: timelineMinutes(date, startTime),
    endsAt: timelineMinutes(date, endTime),
  };
}
