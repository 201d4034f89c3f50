import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { EARLY_TAPS_SCRIPT } from '../../shared/early-taps';
import helmet from 'helmet';

/** The one inline script a page may run: the drawn pages' keeper of early taps, named by its hash. */
const EARLY_TAPS_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

/**
 * The Content-Security-Policy the built site runs under: its own scripts only (index.html carries
 * no inline script; a drawn page, the early-taps keeper allowed by its hash), images from this server, data: URLs and
 * blob: previews of a photo being uploaded, requests to this server only, and
 * no framing by any other site (a framed dashboard could be click-jacked). Inline styles stay
 * allowed: the dialogs' scroll lock injects a <style> element, and styles cannot run code.
 */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", EARLY_TAPS_HASH],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // blob: shows a photo being uploaded from the staff's own device before it reaches the server.
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

// A year (the Observatory asks for half a year at least); not includeSubDomains: the owner's other
// subdomains may not speak HTTPS.
const hsts = helmet.strictTransportSecurity({ maxAge: 365 * 24 * 60 * 60, includeSubDomains: false });

/**
 * The browser features no page of the site uses, denied to it and to anything it might embed. Left
 * out on purpose: `clipboard-write` and `web-share`, which 'Copiar' and 'Compartir' of a booking use
 * (their default is this site only), and `clipboard-read`, which always asks the person first and
 * which the browser tests use to read what 'Copiar' wrote. Only names Chromium knows: an unknown one
 * is a console error.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Security headers on every answer. HSTS only when the request came over HTTPS (through the
 * trusted tunnel or proxy): on the venue's LAN the site is plain http, and HSTS there would lock
 * the front-desk browser out of it.
 */
export function securityHeaders(): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: CONTENT_SECURITY_POLICY,
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      // For browsers that ignore the CSP's frame-ancestors: the same 'never framed'.
      xFrameOptions: { action: 'deny' },
    }),
    (_req, res, next) => {
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      next();
    },
    (req, res, next) => {
      if (req.secure) hsts(req, res, next);
      else next();
    },
  ];
}
