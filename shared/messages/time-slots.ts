/** What staff's limits on a time slot say. */
export const TIME_SLOT_MESSAGES = {
  noLimits: 'Ese horario no tiene límites',
  available: 'available debe ser verdadero o falso',
  maxCapacity: 'El máximo de reservas debe ser un entero entre 0 y 200',
} as const;
