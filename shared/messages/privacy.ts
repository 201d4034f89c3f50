/** What retention and erasure of personal data say. */
export const PRIVACY_MESSAGES = {
  retention: (min: number, max: number) => `Indica cuántos meses se guardan los datos: un número entero entre ${min} y ${max}`,
  contactRequired: 'Indica el email o el teléfono del cliente (uno de los dos).',
  staffPlaceholder: 'Ese es el contacto que el panel pone a las reservas sin datos: no es de ningún cliente.',
  anonymisedName: 'Datos borrados',
  retentionApplied: (reservations: number, requests: number) => `Retención de datos: ${reservations} reservas y ${requests} solicitudes anonimizadas.`,
  retentionFailed: 'No se pudieron anonimizar los datos antiguos esta noche.',
} as const;
