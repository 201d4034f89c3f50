/** The dashboard frame's texts. */
import { formatLongDate } from '../../../../../shared/long-date';
import { DASHBOARD_TABS, type DashboardTab } from './dashboard-tabs';

/** The keys of the tab open: Alt+N makes a booking on the day's tabs, a table on 'Mesas'. */
const TAB_KEYS: Record<DashboardTab, string> = {
  reservas: ' · Alt+A Actualizar · Alt+N Nueva reserva',
  linea: ' · Alt+N Nueva reserva',
  mesas: ' · Alt+N Nueva mesa',
  menu: '',
  opiniones: '',
};

export const DASHBOARD = {
  title: 'Panel de administración',
  home: 'Inicio',
  settings: 'Ajustes',
  tunnel: 'Túnel',
  pause: {
    on: (until: string | null) => (until ? `Reservas online en pausa hasta el ${formatLongDate(until)}` : 'Reservas online en pausa'),
    resume: 'Reanudar',
    resumed: 'Reservas online activas',
    open: 'Pausar reservas online',
    servicesTonight: (services: readonly string[]) => `Hoy sin reservas online: ${services.join(' y ')}`,
    title: 'Pausar las reservas online',
    description: 'Los clientes no podrán reservar desde la web y verán tu nota; el personal y las solicitudes de grupos siguen funcionando.',
    howLong: 'Hasta cuándo',
    tonight: 'Hasta el cierre de esta noche',
    untilDate: 'Hasta un día',
    lastDay: 'Último día en pausa',
    note: 'Nota para los clientes (opcional)',
    noteHint: 'Por ejemplo, «Evento privado».',
    submit: 'Pausar',
  },
  /** The header's notice of the latest outage not yet dismissed (outage-words.ts puts it together). */
  outage: {
    /** What diners met: the server off, or the site cut off from the internet (the tunnel lost). */
    state: { server: 'sin servicio', tunnel: 'sin conexión a internet' },
    sentence: (tail: string) => `La web estuvo ${tail}`,
    /** The sentence without 'La web estuvo', for a narrow header. */
    brief: (tail: string) => `${tail.charAt(0).toUpperCase()}${tail.slice(1)}`,
    /** From an hour: when it began and ended. */
    long: (state: string, when: string) => `${state} ${when}`,
    /** Under an hour: how long, and when it began. */
    short: (state: string, minutes: number, day: string, at: string) => `${minutes} minutos ${state} ${day} a las ${at}`,
    withinDay: (day: string, from: string, to: string) => `${day} de ${from} a ${to}`,
    acrossDays: (firstDay: string, from: string, lastDay: string, to: string) => `desde ${firstDay} a las ${from} hasta ${lastDay} a las ${to}`,
    today: 'hoy',
    lastNight: 'anoche',
    yesterday: 'ayer',
    thisWeek: (weekday: string, day: number) => `el ${weekday} ${day}`,
    earlier: (day: number, month: string) => `el ${day} de ${month}`,
    /** Where every outage is listed. */
    seeAll: 'Ver todos los cortes en Informes',
    dismiss: 'Entendido',
  },
  logout: 'Cerrar sesión',
  calendar: 'Calendario',
  guests: 'Clientes',
  reports: 'Informes',
  tabsLabel: 'Secciones del panel',
  reservations: 'Reservas',
  menu: 'Menú',
  tables: 'Mesas',
  timeline: 'Línea de tiempo',
  opinions: 'Opiniones',
  live: 'En directo',
  connecting: 'Conectando…',
  reconnecting: 'Reconectando…',
  liveHint: 'Los cambios de otras pantallas y las reservas online aparecen aquí al momento.',
  /** A tab's own key, in its tooltip and for screen readers. */
  tabKey: (tab: DashboardTab) => `Alt+${DASHBOARD_TABS.indexOf(tab) + 1}`,
  /** Every tab's key and those of the tab open: Alt+N makes a booking on the day's tabs, a table on 'Mesas'. */
  shortcuts: (tab: DashboardTab) => `Atajos: Alt+1 Reservas · Alt+2 Menú · Alt+3 Mesas · Alt+4 Línea de tiempo · Alt+5 Opiniones${TAB_KEYS[tab]}`,
} as const;
