/** What joined tables ('Mesa 3 + 4') say. */
export const COMBINATION_MESSAGES = {
  notFound: 'Combinación no encontrada',
  name: (max: number) => `Escribe el nombre de la combinación (hasta ${max} caracteres), por ejemplo «Mesa 3 + 4».`,
  tables: (min: number, max: number) => `Una combinación junta de ${min} a ${max} mesas distintas.`,
  capacity: (max: number) => `Las personas de una combinación van de 1 a ${max}, la mínima no mayor que la máxima.`,
  online: 'Indica si los clientes pueden reservarla por la web (sí o no).',
  tableMissing: 'Alguna de las mesas elegidas ya no existe: vuelve a elegirlas.',
  otherZone: (section: string) => `Las mesas de una combinación son todas de la misma zona: elige mesas de ${section}.`,
  nameTaken: (name: string, section: string) => `Ya hay una combinación «${name}» en ${section}: elige otro nombre.`,
  sameTables: (name: string) => `Esas mesas ya forman la combinación «${name}».`,
  bookingsAhead: (name: string) => `«${name}» tiene próximas reservas: muévelas a otras mesas o cancélalas antes de separarla o de cambiar sus mesas.`,
  /** 'Unir mesas para esta reserva': tables joined for one booking, not a combination. */
  joinForBooking: (min: number, max: number) => `Para unir mesas, marca de ${min} a ${max} mesas distintas de la zona.`,
} as const;
