/** What the mail settings and a failed message say. */
export const MAIL_MESSAGES = {
  host: 'Escribe el servidor de correo, como smtp.gmail.com',
  port: 'El puerto es un número entre 1 y 65535',
  security: 'Elige la seguridad de la conexión: TLS, STARTTLS o ninguna',
  user: (max: number) => `El usuario no puede superar los ${max} caracteres`,
  password: (max: number) => `La contraseña del correo no puede superar los ${max} caracteres`,
  from: 'El remitente debe ser una dirección de correo válida',
  notConfigured: 'Guarda primero el servidor de correo.',
  testFailed: (reason: string) => `No se pudo enviar el correo de prueba: ${reason}`,
  /** Why a message failed, said for the owner; the mail server's own words go only to the server's log. */
  failures: {
    /** Also the refusal to save such settings. */
    unencrypted:
      'Con usuario y contraseña hace falta una conexión cifrada: en «Seguridad» elige SSL/TLS o STARTTLS, según tu proveedor. «Ninguna» solo vale para un servidor de correo en este mismo ordenador.',
    /** Also the settings screen's note under an empty password field. */
    'no-password': 'No hay ninguna contraseña guardada: escríbela y guarda para que el servidor acepte los correos.',
    password:
      'El servidor no aceptó el usuario o la contraseña. El usuario suele ser la dirección de correo completa; con Gmail, Outlook o Zoho y la verificación en dos pasos, hace falta una contraseña de aplicación, no la de siempre.',
    'not-found': (host: string) => `No se encuentra el servidor «${host}». Revisa que esté bien escrito (por ejemplo, smtp.gmail.com) y que este ordenador tenga internet.`,
    port: (host: string, port: number) =>
      `El servidor «${host}» no contesta en el puerto ${port}. Prueba el otro puerto de tu proveedor (465 con TLS o 587 con STARTTLS): algunas redes bloquean el que no se usa.`,
    certificate: (host: string) =>
      `El certificado de seguridad del servidor no es válido para «${host}». Escribe el nombre del servidor tal como lo da tu proveedor, no una dirección IP ni otro nombre.`,
    security: 'La seguridad elegida no es la que usa el servidor en ese puerto: con el 465 elige TLS, con el 587 STARTTLS.',
    sender: (from: string) => `El servidor no deja enviar desde «${from}». Pon como remitente la misma dirección con la que inicias sesión.`,
    other: 'El servidor de correo no aceptó el mensaje. Revisa con tu proveedor el servidor, el puerto, la seguridad, el usuario y el remitente.',
  },
} as const;
