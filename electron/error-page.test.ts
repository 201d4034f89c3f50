import { describe, expect, it } from 'vitest';
import { errorPageHtml, errorPageUrl } from './error-page';

describe('the kiosk error page', () => {
  it('says in Spanish what happened and what to do, with the log file', () => {
    const html = errorPageHtml('El servidor se cerró al arrancar (código 1).', 'C:\\Users\\sala\\AppData\\Roaming\\Valhalla\\logs\\main.log');
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('El servidor se cerró al arrancar (código 1).');
    expect(html).toContain('Cierra la aplicación (Alt+F4) y vuelve a abrirla.');
    expect(html).toContain('Valhalla\\logs\\main.log');
  });

  it('shows a reason as text, never as markup', () => {
    expect(errorPageHtml('<img src=x onerror=alert(1)>', 'log')).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('is a data address the window can load without the server', () => {
    expect(decodeURIComponent(errorPageUrl('fallo', 'log').replace('data:text/html;charset=utf-8,', ''))).toBe(errorPageHtml('fallo', 'log'));
  });
});
