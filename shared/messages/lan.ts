/** What opening the dashboard to the venue's network says. */
export const LAN_MESSAGES = {
  enabled: 'Indica si el panel se abre a la red del local (sí o no)',
  bindFailed: (reason: string) => `No se pudo abrir el panel a la red del local: ${reason}`,
  opened: (url: string) => `Panel abierto a la red del local: ${url}`,
} as const;
