/** What the venue's details say. */
export const VENUE_MESSAGES = {
  notConfigured: 'El local aún no está configurado: entra en Ajustes, en el panel, para darle nombre.',
  name: (max: number) => `Escribe el nombre del local (hasta ${max} caracteres)`,
  description: (max: number) => `La descripción no puede superar los ${max} caracteres`,
  legalName: 'Escribe la razón social del titular',
  taxId: 'El NIF o CIF tiene 9 caracteres, como B12345678',
  registry: (max: number) => `Los datos registrales no pueden superar los ${max} caracteres`,
  street: 'Escribe la calle y el número',
  postalCode: 'El código postal son 5 cifras',
  city: 'Escribe la localidad',
  province: 'Escribe la provincia',
  phone: 'Escribe un teléfono de 9 cifras, o con prefijo internacional',
  email: 'El correo de contacto no es válido',
  dataProtectionEmail: 'El correo para protección de datos no es válido',
  whatsapp: 'El WhatsApp va con el prefijo del país y sin +, como 34612345678',
  link: 'El enlace debe ser una dirección completa que empiece por https://',
  heroImage: 'La foto de portada debe ser una imagen subida desde el panel',
} as const;
