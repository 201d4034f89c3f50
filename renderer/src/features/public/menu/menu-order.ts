/** How the public menu's cards size their photos and word their prices. */
/** A group longer than this is drawn as a virtualised list. */
export const VIRTUALISE_AFTER = 20;

/** The image size a card asks for: by its width, and the screen's pixel ratio on small cards. */
export function imageSize(cardWidth: number, pixelRatio: number): 'mobile' | 'tablet' | 'medium' {
  if (cardWidth < 480) return pixelRatio >= 2 ? 'tablet' : 'mobile';
  if (cardWidth < 768) return 'tablet';
  return 'medium';
}

/** '12,50' for the price line, or the spec's 'N/A'. */
export function priceText(price: string | null, noPrice: string): string {
  return price === null ? noPrice : Number(price).toLocaleString('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
