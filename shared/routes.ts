/**
 * Every screen of the app, by path pattern. The React router and the
 * server's site router both read this list, so a path the app can render is never answered
 * with a 404 by the server, and the other way round. Patterns use `:name` parameters, which
 * wouter and Express match the same way (case-insensitive, optional trailing slash).
 */
export const ROUTES = {
  home: '/',
  menu: '/menu',
  menuSection: '/menu/seccion/:sectionId',
  menuCategory: '/menu/categoria/:categoryId',
  dashboard: '/dashboard',
  settings: '/dashboard/ajustes',
  qrCodes: '/dashboard/ajustes/qr',
  /** 'Copia fuera del local': the venue, the folder and where the passphrase is kept, on A4. */
  recoverySheet: '/dashboard/ajustes/hoja-de-recuperacion',
  /** The guest book: search guests, read and edit a profile. */
  guests: '/dashboard/clientes',
  /** The owner's figures for a range of dates, and the bookings file for the accountant. */
  reports: '/dashboard/informes',
  /** The day's bookings on A4, to print before service. */
  daySheet: '/dashboard/hoja/:date',
  /** 'Hoja de cocina': one service's parties with allergies and the dishes each must avoid, on A4. */
  kitchenSheet: '/dashboard/cocina/:date',
  subcategoriesAdmin: '/admin/subcategorias',
  legalNotice: '/aviso-legal',
  privacyPolicy: '/politica-privacidad',
  cookiePolicy: '/politica-cookies',
  /** A reminder's link: the booking, and one button to confirm or cancel it. */
  reminder: '/recordatorio/:token',
  /** A booking e-mail's link: '¿Alguien de la mesa tiene alergias o intolerancias?' answered until the booking starts. */
  allergies: '/alergias/:token',
  /** A waiting list's offer: the table held, 'Reservar esta mesa' and 'No, gracias'. */
  waitlistOffer: '/lista-de-espera/:token',
  /** The morning-after survey: four scores and a comment, then the venue's reviews link. */
  opinion: '/opinion/:token',
} as const;

export type RouteName = keyof typeof ROUTES;

export const ROUTE_PATTERNS: readonly string[] = Object.values(ROUTES);

/** The home page's sections that links elsewhere open by their anchor (e-mails, QR codes, the hero). */
export const HOME_SECTIONS = { booking: 'reservar', myBookings: 'mis-reservas' } as const;
