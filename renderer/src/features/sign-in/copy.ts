/** The staff sign-in screen's texts; the toasts are the product's own wording. */
export const SIGN_IN = {
  title: 'Panel de administración',
  intro: 'Introduce la contraseña del personal para gestionar las reservas, las mesas y la carta.',
  password: 'Contraseña',
  submit: 'Acceder',
  submitting: 'Accediendo…',
  backHome: 'Volver al inicio',
  deniedTitle: 'Acceso denegado',
  wrongPassword: 'Contraseña incorrecta',
  offlineTitle: 'Error de conexión',
  offline: 'No se pudo verificar la contraseña',
  grantedTitle: 'Acceso concedido',
  granted: 'Bienvenido al dashboard de administración',
  loading: 'Comprobando la sesión…',
} as const;
