/** What the floor plan's tables say. */
export const TABLE_MESSAGES = {
  notFound: 'Mesa no encontrada',
  nameRequired: 'El nombre de la mesa es obligatorio',
  nameTooLong: 'El nombre no puede superar los 50 caracteres',
  numberInvalid: 'El número de mesa debe ser un entero entre 1 y 999',
  capacityInvalid: 'La capacidad debe estar entre 1 y 20 personas',
  capacityOrder: 'La capacidad mínima no puede ser mayor que la máxima',
  positionInvalid: 'La posición debe estar dentro de la cuadrícula de 5 columnas por 9 filas',
  numberTaken: (tableNumber: number, section: string) => `Ya existe una mesa con el número ${tableNumber} en la sección ${section}`,
  positionTaken: 'Ya hay una mesa en esa posición',
  sectionFull: 'No quedan posiciones libres en esa sección',
  hasActiveBookings: 'No se puede eliminar una mesa con reservas activas',
  /** The table is a member of a combination ('Mesa 3 + 4'). */
  inCombination: (name: string) => `La mesa forma parte de la combinación «${name}»: quítala de la combinación antes de eliminarla.`,
  inCombinationZone: (name: string) => `La mesa forma parte de la combinación «${name}», que es de su zona: quítala de la combinación antes de cambiarla de zona.`,
} as const;
