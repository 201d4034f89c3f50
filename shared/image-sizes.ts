/**
 * The image sizes the menu and the home page's hero ask for, as maximum widths in pixels. ultraTiny is the blurred
 * preview shown while the real size loads; the others follow the menu cards' breakpoints
 * (below 480 mobile, below 768 tablet, otherwise medium; large for the full-screen image).
 */
export const IMAGE_WIDTHS = {
  ultraTiny: 32,
  mobile: 480,
  tablet: 768,
  medium: 1024,
  large: 1920,
} as const;

export type ImageSize = keyof typeof IMAGE_WIDTHS;

export function isImageSize(value: unknown): value is ImageSize {
  return typeof value === 'string' && Object.hasOwn(IMAGE_WIDTHS, value);
}
