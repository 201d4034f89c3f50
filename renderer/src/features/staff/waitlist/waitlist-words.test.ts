import { describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '../kit/staff-queries';
import { actionsFor, byAttention, notifyHref, notifyText, offerBody, seatKey, stateText, tablesText, windowText, withEntry } from './waitlist-words';

const NOON = new Date('2026-11-23T12:00:00+01:00');

const offer = {
  startTime: '21:30',
  endTime: '23:30',
  section: 'Terraza cubierta' as const,
  tables: [{ id: 17, name: 'Terraza 3', tableNumber: 3 }],
  combinationId: null,
  expiresAt: '2026-11-23T20:40:00.000Z',
  link: null,
};

function entry(change: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    id: 1,
    kind: 'online',
    customerName: 'Lucía Gil',
    customerEmail: 'lucia@example.com',
    customerPhone: '611 222 333',
    date: '2026-11-23',
    startTime: '21:00',
    latestStart: '22:00',
    partySize: 2,
    preferredSection: 'Terraza cubierta',
    quotedMinutes: null,
    state: 'waiting',
    offer: null,
    reservationId: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    ...change,
  };
}

describe('stateText', () => {
  it.each([
    [entry(), 'Esperando'],
    [entry({ state: 'offered', offer }), 'Oferta hasta 21:40'],
    [entry({ state: 'offered', offer: { ...offer, expiresAt: '2026-11-24T11:00:00.000Z' } }), 'Oferta hasta el martes 24 a las 12:00'],
    [entry({ kind: 'walk-in', state: 'offered', offer }), 'Mesa lista hasta 21:40'],
    [entry({ state: 'booked' }), 'Reservada'],
    [entry({ kind: 'walk-in', state: 'booked' }), 'Sentada'],
    [entry({ state: 'expired' }), 'Caducada'],
    [entry({ state: 'withdrawn' }), 'Retirada'],
  ])('%#: %s', (shown, words) => {
    expect(stateText(shown, NOON)).toBe(words);
  });
});

describe('windowText and tablesText', () => {
  it('gives the window from start to the latest start, or one time when they are the same', () => {
    expect(windowText(entry())).toBe('21:00–22:00');
    expect(windowText(entry({ startTime: '12:00', latestStart: '12:00' }))).toBe('12:00');
  });

  it('joins the tables held by their names', () => {
    expect(tablesText([{ name: 'Terraza 7' }, { name: 'Terraza 8' }])).toBe('Terraza 7 + Terraza 8');
  });
});

describe('actionsFor', () => {
  it.each([
    ['online', 'waiting', { offer: true, notify: false, seat: false, withdraw: true }],
    ['online', 'expired', { offer: true, notify: false, seat: false, withdraw: true }],
    ['online', 'offered', { offer: false, notify: true, seat: false, withdraw: true }],
    ['walk-in', 'offered', { offer: false, notify: true, seat: true, withdraw: true }],
    ['walk-in', 'waiting', { offer: true, notify: false, seat: false, withdraw: true }],
    ['online', 'booked', { offer: false, notify: false, seat: false, withdraw: false }],
    ['walk-in', 'withdrawn', { offer: false, notify: false, seat: false, withdraw: false }],
  ] as const)('%s %s', (kind, state, actions) => {
    expect(actionsFor({ kind, state })).toEqual(actions);
  });
});

describe('byAttention', () => {
  it('puts the entries still open first, each part in the order they joined', () => {
    const states = ['booked', 'waiting', 'withdrawn', 'offered', 'expired'] as const;
    expect(byAttention(states.map((state, id) => ({ id, state }))).map(({ id }) => id)).toEqual([1, 3, 4, 0, 2]);
  });
});

describe('withEntry', () => {
  it('puts the server’s answer in its place, or a new entry at the end', () => {
    const list = [
      { id: 1, state: 'waiting' },
      { id: 2, state: 'waiting' },
    ];
    expect(withEntry(list, { id: 1, state: 'offered' })).toEqual([
      { id: 1, state: 'offered' },
      { id: 2, state: 'waiting' },
    ]);
    expect(withEntry(list, { id: 3, state: 'waiting' }).map(({ id }) => id)).toEqual([1, 2, 3]);
  });
});

describe('notifyText', () => {
  const venue = { name: 'Valhalla', phone: '918 000 000' };

  it('tells a party at the door their table is ready and held ten minutes', () => {
    expect(notifyText(entry({ kind: 'walk-in', customerName: 'Familia Puerta', state: 'offered', offer }), venue, NOON)).toBe('Hola, Familia Puerta: Tu mesa está lista; te la guardamos 10 minutos');
  });

  it('writes out an offer with its link', () => {
    const text = notifyText(entry({ state: 'offered', offer: { ...offer, link: 'https://reservas.example.es/lista-de-espera/abc' } }), venue, NOON);
    expect(text).toBe(
      'Hola, Lucía Gil: Se ha liberado una mesa en Valhalla que encaja con tu lista de espera: lunes, 23 de noviembre de 2026, a las 21:30, en Terraza cubierta, para 2 personas. Te la guardamos hasta las 21:40. Para quedártela, pulsa «Reservar esta mesa» en https://reservas.example.es/lista-de-espera/abc',
    );
  });

  it('asks the diner to call before the hold ends when the site has no public address', () => {
    const text = notifyText(entry({ state: 'offered', offer: { ...offer, expiresAt: '2026-11-24T11:00:00.000Z' } }), venue, NOON);
    expect(text.endsWith('Te la guardamos hasta el martes, 24 de noviembre de 2026 a las 12:00. Para quedártela, llámanos al 918 000 000 antes del martes, 24 de noviembre de 2026 a las 12:00.')).toBe(
      true,
    );
  });

  it('leaves out what a new install does not know yet', () => {
    const text = notifyText(entry({ partySize: 1, state: 'offered', offer }), { name: null, phone: null }, NOON);
    expect(text).toBe(
      'Hola, Lucía Gil: Se ha liberado una mesa que encaja con tu lista de espera: lunes, 23 de noviembre de 2026, a las 21:30, en Terraza cubierta, para 1 persona. Te la guardamos hasta las 21:40. Para quedártela, llámanos antes de las 21:40.',
    );
  });

  it('opens WhatsApp on the guest’s number with the text', () => {
    expect(notifyHref(entry({ kind: 'walk-in', customerName: 'Ana', state: 'offered', offer }), venue, NOON)).toBe(
      'https://wa.me/34611222333?text=Hola%2C%20Ana%3A%20Tu%20mesa%20est%C3%A1%20lista%3B%20te%20la%20guardamos%2010%20minutos',
    );
  });
});

describe('offerBody and seatKey', () => {
  it('offers one table by its id, joined tables by their combination', () => {
    expect(offerBody({ startTime: '21:30', tables: [{ id: 17, name: 'Terraza 3', tableNumber: 3 }], combinationId: null })).toEqual({ startTime: '21:30', tableId: 17 });
    const joined = {
      startTime: '22:00',
      tables: [
        { id: 21, name: 'Terraza 7', tableNumber: 7 },
        { id: 22, name: 'Terraza 8', tableNumber: 8 },
      ],
      combinationId: 1,
    };
    expect(offerBody(joined)).toEqual({ startTime: '22:00', combinationId: 1 });
    expect(seatKey(joined)).toBe('combinacion-1');
    expect(seatKey({ tables: [{ id: 17, name: 'Terraza 3', tableNumber: 3 }], combinationId: null })).toBe('mesa-17');
  });
});
