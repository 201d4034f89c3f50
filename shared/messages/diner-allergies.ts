/** What a diner reads and is told when saying the table's allergies ('¿Alguien de la mesa tiene alergias o intolerancias?'). */
export const DINER_ALLERGY_MESSAGES = {
  question: '¿Alguien de la mesa tiene alergias o intolerancias?',
  list: 'Las alergias se eligen de los 14 alérgenos de la lista',
  notes: (max: number) => `Las otras alergias o intolerancias no pueden pasar de ${max} caracteres`,
  notFound: 'No encontramos esa reserva. Búscala con tu email y tu número de reserva.',
  cancelled: 'Esta reserva está cancelada: ya no hace falta decirnos sus alergias.',
  begun: 'Tu reserva ya ha empezado: di las alergias de la mesa al personal de sala al llegar.',
} as const;
