/** The public menu's reads; their keys start with /api/menu, so they stay fresh for an hour. */
import { queryOptions } from '@tanstack/react-query';
import type { CategoryComplete, MenuCategory, MenuSearchAnswer, MenuSection } from '../../../../shared/menu-types';
import { apiRequest } from '../../lib/api';

export const sectionsQuery = queryOptions({
  queryKey: ['/api/menu/sections'],
  queryFn: () => apiRequest<MenuSection[]>('GET', '/api/menu/sections'),
});

export const sectionQuery = (id: string) =>
  queryOptions({ queryKey: ['/api/menu/sections', id], queryFn: () => apiRequest<MenuSection>('GET', `/api/menu/sections/${id}`) });

export const sectionCategoriesQuery = (id: string) =>
  queryOptions({ queryKey: ['/api/menu/sections', id, 'categories'], queryFn: () => apiRequest<MenuCategory[]>('GET', `/api/menu/sections/${id}/categories`) });

export const categoryQuery = (id: string) =>
  queryOptions({ queryKey: ['/api/menu/categories', id, 'complete'], queryFn: () => apiRequest<CategoryComplete>('GET', `/api/menu/categories/${id}/complete`) });

/** Every search answer starts with this key, so a like can update them all. */
export const SEARCH_KEY = ['/api/menu/search'];

export const searchQuery = (term: string) =>
  queryOptions({
    queryKey: [...SEARCH_KEY, term],
    queryFn: () => apiRequest<MenuSearchAnswer>('GET', `/api/menu/search?${new URLSearchParams({ q: term })}`),
  });
