/** The dashboard frame's texts. */
import { formatLongDate } from '../../../../../shared/long-date';
export const DASHBOARD = {
  title: 'Panel de administración',
  home: 'Inicio',
  settings: 'Ajustes',
  tunnel: 'Túnel',
  pause: {
    on: (until: string | null) => (until ? `Reservas online en pausa hasta el ${formatLongDate(until)}` : 'Reservas online en pausa'),
    resume: 'Reanudar',
    resumed: 'Reservas online activas',
  },
  logout: 'Cerrar sesión',
  tabsLabel: 'Secciones del panel',
  reservations: 'Reservas',
  menu: 'Menú',
  tables: 'Mesas',
  live: 'En directo',
  connecting: 'Conectando…',
  reconnecting: 'Reconectando…',
  liveHint: 'Los cambios de otras pantallas y las reservas online aparecen aquí al momento.',
  shortcuts: 'Atajos: Alt+1 Reservas · Alt+2 Menú · Alt+3 Mesas · Alt+A Actualizar · Alt+N Nueva mesa',
} as const;
