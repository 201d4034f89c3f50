import { describe, expect, it } from 'vitest';
import { isExternalWebUrl, isServerUrl } from './trusted-url';

const SERVER = 'http://127.0.0.1:3000';

describe('isServerUrl', () => {
  it.each([
    ['http://127.0.0.1:3000/dashboard', true],
    ['http://127.0.0.1:3000/', true],
    ['http://127.0.0.1:3000/menu/seccion/3?x=1#top', true],
    ['http://127.0.0.1:3001/dashboard', false],
    ['http://localhost:3000/dashboard', false],
    ['https://127.0.0.1:3000/dashboard', false],
    ['http://127.0.0.1:3000.evil.example/dashboard', false],
    ['http://127.0.0.1:3000@evil.example/', false],
    ['file:///etc/passwd', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<h1>hola</h1>', false],
    ['not a url', false],
    ['', false],
  ])('%s → %s', (url, expected) => {
    expect(isServerUrl(url, SERVER)).toBe(expected);
  });

  it('refuses everything when the server origin itself is not a URL', () => {
    expect(isServerUrl('http://127.0.0.1:3000/', 'nonsense')).toBe(false);
  });
});

describe('isExternalWebUrl', () => {
  it.each([
    ['https://www.instagram.com/valhalla', true],
    ['http://example.com/', true],
    ['HTTPS://EXAMPLE.COM/', true],
    ['mailto:reservas@example.com', false],
    ['file:///C:/Windows/System32/calc.exe', false],
    ['javascript:alert(1)', false],
    ['ms-settings:privacy', false],
    ['smb://server/share', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isExternalWebUrl(url)).toBe(expected);
  });
});
