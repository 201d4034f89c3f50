/** What the guest book says. */
export const GUEST_MESSAGES = {
  notFound: 'Cliente no encontrado',
  notes: (max: number) => `Las notas no pueden pasar de ${max} caracteres`,
  allergy: 'Las alergias se eligen de los 14 alérgenos de la lista',
  pendingAfterNoShows: 'Indica si las reservas online de quien no se presentó quedan pendientes',
  allergyNotes: (max: number) => `Las otras alergias no pueden pasar de ${max} caracteres`,
  tag: (max: number) => `Cada etiqueta lleva entre 1 y ${max} caracteres`,
  tags: (max: number) => `Como mucho ${max} etiquetas por cliente`,
  query: 'La búsqueda no puede pasar de 100 caracteres',
} as const;
