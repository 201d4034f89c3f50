/** What the diner reads when saying the table's allergies (the confirmation, the e-mail's page, the reminder's). */
import { DINER_ALLERGY_MESSAGES } from '../../../../../shared/messages/diner-allergies';

export const ALLERGIES = {
  question: DINER_ALLERGY_MESSAGES.question,
  hint: 'Marca las que tenga cualquiera de la mesa: la cocina sabrá qué platos evitar.',
  notes: 'Otras alergias o intolerancias',
  notesHint: 'Por ejemplo: intolerancia a la fructosa, alergia al kiwi.',
  save: 'Guardar alergias',
  saving: 'Guardando…',
  saved: 'Guardado. El restaurante lo tendrá en cuenta.',
  savedNone: 'Guardado: nadie de la mesa tiene alergias.',
  failed: 'No se pudieron guardar las alergias. Comprueba la conexión e inténtalo de nuevo.',
  // The e-mail's page
  title: 'Alergias de tu mesa',
  heading: 'Alergias de tu mesa',
  loading: 'Cargando tu reserva…',
  home: 'Ir a la web',
  myBookings: 'Consultar mis reservas',
  labels: { number: 'Número de reserva', date: 'Fecha', time: 'Hora', party: 'Personas' },
  time: (start: string, end: string) => `de ${start} a ${end}`,
} as const;
