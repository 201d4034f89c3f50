/** A PDF Chromium printed, read back with pdf.js: what a sheet says on paper. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Each printed page's text, as pdf.js reads it, and its size in millimetres. */
export async function pdfPages(pdf: Buffer): Promise<{ text: string; width: number; height: number }[]> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const [, , width, height] = page.view;
    const content = await page.getTextContent();
    // Points to whole millimetres: Chromium's A4 is 595.92 × 842.88 points, 210 × 297 mm.
    const mm = (points = 0) => Math.round((points / 72) * 25.4);
    pages.push({ text: content.items.map((item) => ('str' in item ? item.str : '')).join(' '), width: mm(width), height: mm(height) });
  }
  return pages;
}
