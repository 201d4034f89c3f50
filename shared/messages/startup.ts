/** What starting the server says (the server, the kiosk and `npm start`). */
export const STARTUP_MESSAGES = {
  ready: (url: string) => `Servidor listo en ${url}`,
  publicUrl: (url: string) => `Dirección pública: ${url}`,
  firstRun: (url: string) => `Aún no hay contraseña del personal: abre ${url}/dashboard en este ordenador para elegirla.`,
  closeFailed: 'No se pudo cerrar el servidor limpiamente',
  invalidConfig: (name: string, problem: string) => `Configuración inválida en ${name}: ${problem}`,
  /** `npm start`'s first step, when a build is missing or older than its sources. */
  buildingApp: (folder: string) => `Construyendo la aplicación web en ${folder}…`,
  buildingServer: (folder: string) => `Construyendo el servidor en ${folder}…`,
} as const;
