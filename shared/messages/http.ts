/** What any request may be answered, whatever its feature. */
export const HTTP_MESSAGES = {
  unknownHost: 'Esta dirección no corresponde a este servidor.',
  unknownHostLogged: (host: string) =>
    `Rechazada una petición para «${host}», que no es un nombre de este servidor. Si es el dominio del restaurante, arranca el servidor con PUBLIC_URL=https://${host}`,
  invalidJson: 'El cuerpo de la petición no es JSON válido.',
  bodyTooLarge: 'La petición es demasiado grande.',
  notFound: 'Ruta no encontrada',
  internal: 'Error interno del servidor.',
  invalidId: 'Identificador inválido',
  busy: 'El sistema está ocupado. Inténtalo de nuevo.',
  constraint: 'La operación choca con datos existentes.',
  /** When to try again after a limit (fair use, sign-in), as a diner or staff read it: 'en 1 minuto', 'en 35 minutos', 'en 3 horas'. */
  wait: (ms: number) => {
    const minutes = Math.max(1, Math.ceil(ms / 60_000));
    if (minutes === 1) return 'en 1 minuto';
    return minutes < 120 ? `en ${minutes} minutos` : `en ${Math.ceil(minutes / 60)} horas`;
  },
} as const;
