/** What the tunnel (ngrok) says. */
export const TUNNEL_MESSAGES = {
  authtoken: 'El token de ngrok son letras, números, guiones y guiones bajos: cópialo de tu panel de ngrok',
  domain: 'Escribe el dominio reservado como aparece en ngrok, por ejemplo valhalla.ngrok.app, o déjalo en blanco',
  needsToken: 'Escribe el token de ngrok para conectar el túnel.',
  fromEnvironment: 'El túnel lo fijan NGROK_AUTHTOKEN y NGROK_DOMAIN al arrancar el servidor: cámbialos allí.',
  badToken: 'ngrok no acepta el token. Cópialo de nuevo desde tu panel de ngrok (Your Authtoken).',
  sessionLimit: 'ngrok ya tiene abierta otra conexión con esta cuenta, y el plan gratuito solo permite una. Cierra la otra o cambia de plan.',
  domainRefused: (domain: string) => `El dominio ${domain} no está reservado en esta cuenta de ngrok. Revísalo en Domains, en tu panel de ngrok.`,
  refused: (code: string) => `ngrok rechazó la conexión (${code}).`,
  needsVisualCpp:
    'A este ordenador le falta un componente de Windows que necesita el túnel: «Microsoft Visual C++ Redistributable». Descárgalo de https://aka.ms/vs/17/release/vc_redist.x64.exe, instálalo, y el túnel se conectará solo en unos minutos.',
  cannotLoad: (reason: string) => `El túnel (ngrok) no puede funcionar en este ordenador: ${reason}`,
  connected: (url: string) => `Túnel conectado: ${url}`,
  retrying: (seconds: number) => `El túnel no se pudo abrir; se vuelve a intentar en ${seconds} s.`,
  closeFailed: 'El túnel anterior no se cerró bien.',
} as const;
