import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEK, type Calendar, type Service } from './calendar';
import {
  bookingWindow,
  coveredSlots,
  endAfterNewStart,
  endDateFor,
  endTimes,
  isConsistentEndDate,
  isInBookingWindow,
  isValidStaffRange,
  nowOnTimeline,
  scheduleContext,
  endKeepingLength,
  bookingMinutes,
  serviceDate,
  staffEndTimes,
  staffStartTimes,
  startTimes,
  timelineMinutes,
} from './schedule';

// 2026-11-23 is a Monday; Madrid is at +01:00 in November and +02:00 in July.
const WEEK = {
  monday: '2026-11-23',
  tuesday: '2026-11-24',
  wednesday: '2026-11-25',
  thursday: '2026-11-26',
  friday: '2026-11-27',
  saturday: '2026-11-28',
  sunday: '2026-11-29',
};
const LUNCH = ['14:00', '14:30', '15:00', '15:30'];
const evening = (last: string) => {
  const all = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00', '22:30', '23:00', '23:30', '00:00', '00:30', '01:00', '01:30'];
  return all.slice(0, all.indexOf(last) + 1);
};

describe('serviceDate: the venue day rolls at 03:00 Madrid time', () => {
  it.each([
    ['2026-11-21T02:59:00+01:00', '2026-11-20'],
    ['2026-11-21T03:00:00+01:00', '2026-11-21'],
    ['2026-11-21T00:00:00+01:00', '2026-11-20'],
    ['2026-11-21T23:59:00+01:00', '2026-11-21'],
    ['2026-07-04T02:59:00+02:00', '2026-07-03'],
    ['2026-07-04T03:00:00+02:00', '2026-07-04'],
    // 02:30 UTC is 03:30 in Madrid: the host's time zone never decides.
    ['2026-11-21T02:30:00Z', '2026-11-21'],
  ])('at %s it is %s', (instant, expected) => {
    expect(serviceDate(new Date(instant))).toBe(expected);
  });
});

describe('bookingWindow: today to 30 days ahead', () => {
  it.each([
    ['2026-11-21T02:59:00+01:00', '2026-11-20', '2026-12-20'],
    ['2026-11-21T03:00:00+01:00', '2026-11-21', '2026-12-21'],
  ])('at %s runs from %s to %s', (instant, first, last) => {
    expect(bookingWindow(new Date(instant))).toEqual({ first, last });
  });

  it.each([
    ['2026-11-20', true],
    ['2026-11-19', false],
    ['2026-12-20', true],
    ['2026-12-21', false],
  ])('at 02:59 on Saturday, %s is bookable: %s', (date, expected) => {
    expect(isInBookingWindow(date, new Date('2026-11-21T02:59:00+01:00'))).toBe(expected);
  });
});

describe('startTimes per weekday', () => {
  it.each([
    ['monday', WEEK.monday, evening('23:30')],
    ['tuesday', WEEK.tuesday, evening('23:30')],
    ['wednesday', WEEK.wednesday, evening('23:30')],
    ['thursday', WEEK.thursday, evening('00:00')],
    ['friday', WEEK.friday, evening('01:30')],
    ['saturday', WEEK.saturday, [...LUNCH, ...evening('01:30')]],
    ['sunday', WEEK.sunday, [...LUNCH, ...evening('00:00')]],
  ])('%s offers the right list', (_day, date, expected) => {
    expect(startTimes(date)).toEqual(expected);
  });

  it('removes times already past on the chosen date', () => {
    expect(startTimes(WEEK.monday, new Date('2026-11-23T20:10:00+01:00'))).toEqual(['20:30', '21:00', '21:30', '22:00', '22:30', '23:00', '23:30']);
  });

  it('keeps other dates whole', () => {
    expect(startTimes(WEEK.tuesday, new Date('2026-11-23T20:10:00+01:00'))).toEqual(evening('23:30'));
  });

  it('after midnight on Friday night still offers the rest of Friday, and Saturday whole', () => {
    const now = new Date('2026-11-28T01:00:00+01:00');
    expect(startTimes(WEEK.friday, now)).toEqual(['01:30']);
    expect(startTimes(WEEK.saturday, now)).toEqual([...LUNCH, ...evening('01:30')]);
  });

  it('a weekend lunch already past disappears but the evening stays', () => {
    expect(startTimes(WEEK.saturday, new Date('2026-11-28T14:45:00+01:00'))).toEqual(['15:00', '15:30', ...evening('01:30')]);
  });
});

describe('endTimes', () => {
  it.each([
    ['saturday lunch', WEEK.saturday, '14:00', ['17:00']],
    ['sunday lunch', WEEK.sunday, '15:30', ['17:00']],
    ['monday late', WEEK.monday, '23:00', ['23:30', '00:00']],
    ['wednesday last start', WEEK.wednesday, '23:30', ['00:00']],
    ['thursday', WEEK.thursday, '23:30', ['00:00', '00:30']],
    ['friday after midnight', WEEK.friday, '01:00', ['01:30', '02:00']],
    ['saturday last start', WEEK.saturday, '01:30', ['02:00']],
  ])('%s: %s from %s', (_label, date, start, expected) => {
    expect(endTimes(date, start)).toEqual(expected);
  });

  it('an evening start offers every later slot up to the day limit', () => {
    expect(endTimes(WEEK.friday, '22:00')).toEqual(['22:30', '23:00', '23:30', '00:00', '00:30', '01:00', '01:30', '02:00']);
  });

  it('with the longest online booking, offers no end past it: a lunch ends there, a dinner stops there or at its close', () => {
    expect(endTimes(WEEK.friday, '22:00', undefined, 90)).toEqual(['22:30', '23:00', '23:30']);
    expect(endTimes(WEEK.saturday, '14:00', undefined, 120)).toEqual(['16:00']);
    expect(endTimes(WEEK.saturday, '15:30', undefined, 120)).toEqual(['17:00']);
    expect(endTimes(WEEK.friday, '01:00', undefined, 360)).toEqual(['01:30', '02:00']);
  });
});

describe('endDateFor: ends after midnight fall on the next date', () => {
  it.each([
    [WEEK.friday, '23:00', '01:00', '2026-11-28'],
    [WEEK.friday, '20:00', '22:00', null],
    [WEEK.friday, '00:30', '01:30', '2026-11-28'],
    [WEEK.monday, '23:00', '00:00', '2026-11-24'],
    [WEEK.saturday, '14:00', '17:00', null],
    ['2026-12-31', '22:00', '00:30', '2027-01-01'],
  ])('%s %s–%s ends on %s', (date, start, end, expected) => {
    expect(endDateFor(date, start, end)).toBe(expected);
  });
});

describe('isConsistentEndDate: a sent endDate must be the date the booking really ends on', () => {
  it.each([
    [undefined, WEEK.friday, '20:00', '22:00', true],
    [null, WEEK.friday, '23:00', '01:00', true],
    [WEEK.friday, WEEK.friday, '20:00', '22:00', true],
    [WEEK.saturday, WEEK.friday, '20:00', '22:00', false],
    [WEEK.saturday, WEEK.friday, '23:00', '01:00', true],
    [WEEK.friday, WEEK.friday, '23:00', '01:00', false],
    ['2027-01-01', '2026-12-31', '22:00', '00:30', true],
  ])('endDate %s for %s %s–%s: %s', (endDate, date, start, end, expected) => {
    expect(isConsistentEndDate(endDate, date, start, end)).toBe(expected);
  });
});

describe('coveredSlots and the timeline', () => {
  it('lists every half hour covered, crossing midnight', () => {
    expect(coveredSlots('23:00', '01:00')).toEqual(['23:00', '23:30', '00:00', '00:30']);
  });

  it('puts 00:30 of Friday night after 23:30 and before Saturday evening', () => {
    expect(timelineMinutes(WEEK.friday, '00:30')).toBeGreaterThan(timelineMinutes(WEEK.friday, '23:30'));
    expect(timelineMinutes(WEEK.friday, '00:30')).toBe(nowOnTimeline(new Date('2026-11-28T00:30:00+01:00')));
    expect(timelineMinutes(WEEK.friday, '01:30')).toBeLessThan(timelineMinutes(WEEK.saturday, '14:00'));
  });
});

describe('isValidStaffRange', () => {
  it.each([
    ['20:00', '22:00', true],
    ['14:00', '16:30', true],
    ['23:00', '02:00', true],
    ['02:00', '02:30', true],
    ['22:00', '22:00', false],
    ['22:00', '21:00', false],
    ['01:00', '03:00', false],
    ['16:00', '17:00', false],
    ['20:15', '22:00', false],
  ])('%s–%s is %s', (start, end, expected) => {
    expect(isValidStaffRange(start, end)).toBe(expected);
  });
});

describe('scheduleContext: how far the venue is from service, Madrid time', () => {
  const at = (date: string, time: string) => scheduleContext(new Date(`${date}T${time}:00+01:00`));

  it('weekdays: closed 02:00–16:00, pre-opening 16:00–18:00, service otherwise', () => {
    expect(at(WEEK.monday, '01:59')).toBe('active');
    expect(at(WEEK.monday, '02:00')).toBe('closed');
    expect(at(WEEK.wednesday, '15:59')).toBe('closed');
    expect(at(WEEK.wednesday, '16:00')).toBe('pre-opening');
    expect(at(WEEK.friday, '17:59')).toBe('pre-opening');
    expect(at(WEEK.friday, '18:00')).toBe('active');
    expect(at(WEEK.friday, '23:59')).toBe('active');
  });

  it('weekends: closed 02:00–12:00, pre-opening 12:00–14:00, service otherwise', () => {
    expect(at(WEEK.saturday, '01:30')).toBe('active');
    expect(at(WEEK.saturday, '11:59')).toBe('closed');
    expect(at(WEEK.saturday, '12:00')).toBe('pre-opening');
    expect(at(WEEK.sunday, '13:59')).toBe('pre-opening');
    expect(at(WEEK.sunday, '14:00')).toBe('active');
  });

  it('reads Madrid time, whatever the device time zone', () => {
    expect(scheduleContext(new Date('2026-11-23T15:30:00Z'))).toBe('pre-opening');
  });

  it("follows the owner's calendar: a closed date stays closed, its night after too, and a later opening moves the pre-opening", () => {
    const dinnerAt20: Service = { name: 'Cena', firstStart: '20:00', lastStart: '22:30', lastEnd: '23:30', maxCovers: null };
    const calendar: Calendar = { week: DEFAULT_WEEK, days: { [WEEK.wednesday]: { services: [], note: null, paused: [] }, [WEEK.friday]: { services: [dinnerAt20], note: null, paused: [] } } };
    const on = (date: string, time: string) => scheduleContext(new Date(`${date}T${time}:00+01:00`), calendar);
    expect(on(WEEK.wednesday, '16:00')).toBe('closed');
    expect(on(WEEK.wednesday, '21:00')).toBe('closed');
    expect(on(WEEK.thursday, '01:00')).toBe('closed');
    expect(on(WEEK.friday, '17:59')).toBe('closed');
    expect(on(WEEK.friday, '18:00')).toBe('pre-opening');
    expect(on(WEEK.friday, '20:00')).toBe('active');
  });
});

describe('staffStartTimes, as the edit dialog asks (the booking’s own time kept, lunch any day)', () => {
  const monday = '2026-11-23';
  it('offers the whole fixed list on a day still to come', () => {
    expect(staffStartTimes('2026-11-24', new Date('2026-11-23T12:00:00+01:00'), { keep: '20:00', weekdayLunch: true })).toEqual([
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
      '23:00',
      '23:30',
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '02:00',
    ]);
  });

  it('leaves out the times already past today but keeps the booking’s own', () => {
    const choices = staffStartTimes(monday, new Date('2026-11-23T21:10:00+01:00'), { keep: '20:00', weekdayLunch: true });
    expect(choices.slice(0, 3)).toEqual(['20:00', '21:30', '22:00']);
    expect(choices).not.toContain('21:00');
    expect(choices.at(-1)).toBe('02:00');
  });
});

describe('staffEndTimes', () => {
  it.each([
    ['', []],
    ['14:00', ['14:30', '15:00', '15:30', '16:00', '16:30', '17:00']],
    ['22:30', ['23:00', '23:30', '00:00', '00:30', '01:00', '01:30', '02:00']],
    ['23:00', ['23:30', '00:00', '00:30', '01:00', '01:30', '02:00']],
    ['00:30', ['01:00', '01:30', '02:00', '02:30']],
    ['02:00', ['02:30']],
  ])('after %j: %j', (start, ends) => {
    expect(staffEndTimes(start)).toEqual(ends);
  });
});

describe('endAfterNewStart', () => {
  it.each([
    ['20:00', '22:00', '22:00'],
    ['22:00', '22:00', ''],
    ['23:00', '22:30', ''],
    ['23:00', '01:00', '01:00'],
    ['14:00', '22:00', ''],
  ])('start %s keeps end %s as %j', (start, end, kept) => {
    expect(endAfterNewStart(start, end)).toBe(kept);
  });
});

describe('staffStartTimes, as a new staff booking asks (lunch at weekends only)', () => {
  const morning = new Date('2026-11-20T10:00:00+01:00');

  it('offer 18:00 to 02:00 on weekdays and add lunch at weekends', () => {
    const friday = staffStartTimes('2026-11-20', morning);
    expect(friday[0]).toBe('18:00');
    expect(friday.at(-1)).toBe('02:00');
    expect(friday).toHaveLength(17);
    expect(staffStartTimes('2026-11-21', morning).slice(0, 5)).toEqual(['14:00', '14:30', '15:00', '15:30', '18:00']);
  });

  it('leave out the times already past', () => {
    expect(staffStartTimes('2026-11-20', new Date('2026-11-20T21:10:00+01:00'))[0]).toBe('21:30');
    expect(staffStartTimes('2026-11-20', new Date('2026-11-21T01:45:00+01:00'))).toEqual(['02:00']);
  });
});

describe('endKeepingLength: an edit that moves the start keeps the booking as long', () => {
  it.each([
    ['21:00–23:00 moved to 21:30', '21:00', '23:00', '21:30', '23:30'],
    ['22:00–00:00 moved to 23:00 runs past midnight', '22:00', '00:00', '23:00', '01:00'],
    ['moved earlier', '21:00', '23:00', '19:00', '21:00'],
    ['cut at the last end (02:00) when it would run past it', '22:00', '01:00', '23:30', '02:00'],
    ['a lunch keeps its length until 17:00', '14:00', '15:30', '15:00', '16:30'],
  ])('%s', (_case, oldStart, oldEnd, newStart, expected) => {
    expect(endKeepingLength(oldStart, oldEnd, newStart)).toBe(expected);
  });

  it('states the length in minutes across midnight', () => {
    expect(bookingMinutes('23:00', '01:00')).toBe(120);
  });
});
