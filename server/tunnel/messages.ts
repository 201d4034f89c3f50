/** What 'Comprobar' says of the public address. */
export const REACHABILITY_MESSAGES = {
  noAddress: 'Aún no hay dirección pública: conecta el túnel (arriba) o pide a quien instaló el servidor que le ponga tu dominio.',
  reachable: (address: string) => `Sí: los clientes llegan a tu web en ${address}.`,
  otherSite: (address: string) => `En ${address} contesta otra web, no la de este ordenador: revisa la dirección o el dominio reservado.`,
  failing: (address: string, status: number) => `${address} contesta con un error (${status}): la web no llega bien a internet. Prueba a desconectar y conectar el túnel.`,
  timeout: (address: string) => `${address} no contesta en 10 segundos: comprueba que este ordenador tiene internet y que el túnel está conectado.`,
  notFound: (host: string) => `La dirección ${host} no existe en internet: revisa el dominio reservado o espera unos minutos si acabas de crearlo.`,
  certificate: (address: string) => `El certificado de seguridad de ${address} no es válido: los móviles avisarían de que la web no es segura.`,
  refused: (address: string) => `Nadie contesta en ${address}: el túnel no está conectado o la dirección no lleva a este ordenador.`,
} as const;
