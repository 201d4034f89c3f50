/** What uploading and serving pictures say. */
export const OBJECT_MESSAGES = {
  notAnImage: 'El archivo no es una imagen válida.',
  tooLarge: 'La imagen supera el tamaño máximo de 10 MB.',
  tooManyPixels: (megapixels: number) => `La imagen tiene demasiados píxeles: como mucho ${megapixels} megapíxeles (por ejemplo, 8000 × 6000). Redúcela y vuelve a subirla.`,
  urlInvalid: 'La dirección de subida no es válida.',
  urlExpired: 'La dirección de subida ha caducado. Vuelve a intentarlo.',
  urlUsed: 'La dirección de subida ya se ha usado.',
  notFound: 'Imagen no encontrada',
  sizeInvalid: 'Tamaño de imagen no válido',
} as const;
