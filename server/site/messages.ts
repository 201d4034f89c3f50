/** What serving the web app and its drawn pages say. */
export const SITE_MESSAGES = {
  notBuilt: 'La aplicación web no está construida: ejecuta `npm run build:renderer` y vuelve a arrancar el servidor.',
  assetMissing: 'No encontrado',
  pageNotDrawn: (path: string) => `No se pudo dibujar ${path} en el servidor: se envía para que la dibuje el navegador.`,
} as const;
