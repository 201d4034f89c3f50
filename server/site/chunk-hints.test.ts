import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteName } from '../../shared/routes';
import { pageModule, screenChunks } from './chunk-hints';

describe('screen chunk hints', () => {
  it('names each route’s screen the way App.tsx imports it', () => {
    expect(pageModule('home')).toBe('src/pages/HomePage.tsx');
    expect(pageModule('menuCategory')).toBe('src/pages/MenuCategoryPage.tsx');
    expect(pageModule('subcategoriesAdmin')).toBe('src/pages/SubcategoriesAdminPage.tsx');
  });

  it('lists the screen’s chunk and what it imports, once each, without what index.html loads', () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_query.js': { file: 'assets/query-1.js', imports: ['_react.js'] },
      '_card.js': { file: 'assets/card-1.js', imports: ['_query.js'] },
      'src/pages/MenuPage.tsx': { file: 'assets/MenuPage-1.js', imports: ['index.html', '_query.js', '_card.js'] },
    };
    expect(screenChunks(manifest, 'menu')).toEqual(['assets/MenuPage-1.js', 'assets/query-1.js', 'assets/card-1.js']);
    expect(screenChunks(manifest, 'dashboard')).toEqual([]);
  });

  it('points every route at a screen file that exists', () => {
    for (const route of Object.keys(ROUTES) as RouteName[]) expect(existsSync(fileURLToPath(new URL(`../../renderer/${pageModule(route)}`, import.meta.url))), route).toBe(true);
  });
});
