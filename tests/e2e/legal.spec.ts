/** The three legal pages of spec section 2: their required content, the way back, and standalone loading. */
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../renderer/src/lib/storage-keys';
import { CONSENT_COOKIE } from '../../shared/cookies';
import { DEMO_VENUE, fullAddress } from '../../shared/venue';
import { expect, test } from './fixtures';
import { CookieBanner } from './pages/cookie-banner';
import { HomePage } from './pages/home-page';
import { LegalPage } from './pages/legal-page';

interface LegalCase {
  path: string;
  title: string;
  /** Section heading → texts that section must contain. */
  sections: Record<string, readonly string[]>;
}

const HOLDER = [DEMO_VENUE.legalName, DEMO_VENUE.taxId, fullAddress(DEMO_VENUE.address)];

const PAGES: readonly LegalCase[] = [
  {
    path: '/politica-privacidad',
    title: 'Política de privacidad',
    sections: {
      'Responsable del tratamiento': [...HOLDER, DEMO_VENUE.email, DEMO_VENUE.dataProtectionEmail],
      'Qué datos tratamos': ['Los campos marcados con un asterisco (*) son obligatorios'],
      'Para qué los usamos': ['Gestionar las reservas que haces a través de la web', 'Atender tus comunicaciones y consultas'],
      'Base jurídica': ['ejecutar el contrato', 'medidas precontractuales'],
      'A quién comunicamos tus datos': ['No cedemos tus datos a terceros, salvo obligación legal', 'proveedores técnicos'],
      'Transferencias internacionales': ['No realizamos transferencias internacionales'],
      'Cuánto tiempo los conservamos': ['24 meses', '30 días', 'copias de seguridad'],
      'Tus derechos': ['Acceso', 'Rectificación', 'Supresión', 'Oposición', 'Limitación', 'Portabilidad', 'Cómo ejercerlos', DEMO_VENUE.dataProtectionEmail],
      Reclamaciones: ['Agencia Española de Protección de Datos'],
      'Medidas de seguridad': ['medidas técnicas y organizativas'],
    },
  },
  {
    path: '/aviso-legal',
    title: 'Aviso legal',
    sections: {
      'Identificación del titular': [...HOLDER, DEMO_VENUE.registry],
      Objeto: ['reservar mesa online'],
      'Condiciones de uso': ['de forma lícita'],
      'Propiedad intelectual e industrial': [DEMO_VENUE.legalName],
      Responsabilidad: ['No respondemos'],
      'Legislación aplicable y jurisdicción': ['legislación española', 'Juzgados y Tribunales de Madrid'],
    },
  },
  {
    path: '/politica-cookies',
    title: 'Política de cookies',
    sections: {
      'Cookies técnicas': [
        STORAGE_KEYS.cookieConsent,
        STORAGE_KEYS.cookieTechnical,
        STORAGE_KEYS.cookiePersonalization,
        STORAGE_KEYS.reservationsUpdated,
        STORAGE_KEYS.adminChange,
        STORAGE_KEYS.adminSession,
        CONSENT_COOKIE,
        '1 año',
        'visitor_id',
        'httpOnly',
        '2 años',
      ],
      'Cookies de personalización': ['Solo las usamos si nos das permiso'],
      'Cómo desactivarlas o borrarlas': ['Google Chrome', 'Mozilla Firefox', 'Safari', 'Microsoft Edge'],
      'Tu consentimiento': ['aviso inicial'],
    },
  },
];

/** Uncaught errors on the page, such as a chunk failing to load. */
function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

for (const legal of PAGES) {
  test.describe(legal.title, () => {
    test('has its heading, tab title and every required part', async ({ page }) => {
      await page.goto(legal.path);
      const view = new LegalPage(page);
      await expect(view.heading).toHaveText(legal.title);
      await expect(page).toHaveTitle(`${legal.title} · ${DEMO_VENUE.name}`);
      for (const [heading, texts] of Object.entries(legal.sections)) {
        const section = view.section(new RegExp(`^\\d+\\. ${heading}$`));
        await expect(section, heading).toBeVisible();
        for (const text of texts) await expect(section, `${heading}: ${text}`).toContainText(text);
      }
    });

    test("'Volver' leads back to the top of the home page", async ({ page }) => {
      await page.addInitScript((key) => localStorage.setItem(key, 'accepted'), STORAGE_KEYS.cookieConsent);
      // Arrive from home, so its chunk is loaded and nothing but the link itself resets the scroll.
      const home = new HomePage(page);
      await home.goto();
      await home.footerLink(legal.title).click();
      const view = new LegalPage(page);
      await expect(view.heading).toHaveText(legal.title);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await view.backLink.click();
      await expect(page).toHaveURL('/');
      await expect(home.heading).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('opens from the home footer at the top of the page', async ({ page }) => {
      await page.addInitScript((key) => localStorage.setItem(key, 'accepted'), STORAGE_KEYS.cookieConsent);
      const home = new HomePage(page);
      await home.goto();
      await home.footerLink(legal.title).click();
      await expect(page).toHaveURL(legal.path);
      await expect(new LegalPage(page).heading).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

test('the privacy policy works on its own in a new tab, as the booking form opens it', async ({ page, context }) => {
  const home = new HomePage(page);
  await home.goto();
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => {
      window.open('/politica-privacidad', '_blank', 'noopener');
    }),
  ]);
  const errors = collectPageErrors(tab);
  const view = new LegalPage(tab);
  await expect(view.heading).toHaveText('Política de privacidad');
  await expect(view.section(/Tus derechos/)).toBeVisible();
  await view.backLink.click();
  await expect(tab).toHaveURL('/');
  expect(errors).toEqual([]);
});

test("the cookie policy's 'Configurar cookies' reopens the consent settings", async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'technical-only'), STORAGE_KEYS.cookieConsent);
  await page.goto('/politica-cookies');
  const banner = new CookieBanner(page);
  await expect(banner.region).toHaveCount(0);
  await new LegalPage(page).content.getByRole('button', { name: 'Configurar cookies' }).click();
  await expect(banner.settings).toBeVisible();
  await expect(banner.personalization).not.toBeChecked();
});
