/** What signing in and the staff password say. */
export const AUTH_MESSAGES = {
  required: 'No autorizado: inicia sesión como administrador.',
  wrongPassword: 'Contraseña incorrecta',
  passwordRequired: 'La contraseña es obligatoria',
  tooManyAttempts: 'Demasiados intentos fallidos. Espera unos minutos antes de volver a intentarlo.',
  currentPasswordRequired: 'Escribe la contraseña actual',
  currentPasswordWrong: 'La contraseña actual no es correcta',
  newPasswordTooShort: (min: number) => `La nueva contraseña debe tener al menos ${min} caracteres`,
  newPasswordTooLong: (max: number) => `La nueva contraseña no puede superar los ${max} caracteres`,
  passwordsDiffer: 'Las dos contraseñas nuevas no coinciden',
  passwordUnchanged: 'La nueva contraseña debe ser distinta de la actual',
  alreadySetUp: 'El local ya tiene contraseña del personal: entra con ella.',
  setupLocalOnly: 'La primera contraseña solo se puede elegir en el ordenador donde funciona el servidor.',
  setupFromPanelOnly: 'La primera contraseña solo se puede elegir desde la pantalla del panel de este servidor.',
  tooManyFailuresEverywhere: (wait: string) =>
    `Demasiados intentos fallidos desde internet: el acceso del personal desde fuera se ha pausado. Vuelve a intentarlo ${wait}, o entra desde el ordenador o las tabletas del local.`,
  tooManyFailuresOnTheNetwork: (wait: string) =>
    `Demasiados intentos fallidos desde la red del local: el acceso del personal desde la red se ha pausado. Vuelve a intentarlo ${wait}, o entra desde el ordenador de la recepción.`,
} as const;
