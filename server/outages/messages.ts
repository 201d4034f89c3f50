/** What outages of the site say: the server's log, and the notice staff dismiss. */
import type { OutageKind } from '../../shared/outages';

export const OUTAGE_MESSAGES = {
  recorded: (kind: OutageKind, clean: boolean, from: string, to: string) =>
    `Corte registrado (${kind === 'tunnel' ? 'túnel sin conexión' : clean ? 'servidor cerrado' : 'servidor cortado'}): de ${from} a ${to}.`,
  notFound: 'No existe ese corte.',
  beatFailed: 'No se pudo anotar el latido del servidor, con el que se sabe cuándo estuvo parado.',
} as const;
