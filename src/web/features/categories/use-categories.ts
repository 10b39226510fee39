import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { categoriesEndpoints } from '../../../contract/categories/categories.endpoints';
import { callEndpoint } from '../../lib/api-client';
import { languageInfo } from '../../i18n/languages';

// Category fetch failures are only logged (spec §8); the menus then show nothing to choose.
const logFailure = (what: string) => (error: unknown) => {
  console.warn(`Could not load ${what}.`, error);
  throw error;
};

/** Main categories with subcategories; the public header calls it without credentials (spec §7). */
export function useCategoryTree() {
  const { i18n } = useTranslation();
  const lang = languageInfo(i18n.resolvedLanguage).code;
  return useQuery({
    queryKey: ['categories', 'tree', lang],
    queryFn: () =>
      callEndpoint(categoriesEndpoints.listCategoryTree, { query: { lang } }, { credentials: 'omit' }).catch(
        logFailure('categories'),
      ),
    staleTime: 5 * 60_000,
  });
}

export function useMainCategories() {
  const { i18n } = useTranslation();
  const lang = languageInfo(i18n.resolvedLanguage).code;
  return useQuery({
    queryKey: ['categories', 'main', lang],
    queryFn: () =>
      callEndpoint(
        categoriesEndpoints.listMainCategories,
        { query: { lang } },
        { credentials: 'omit' },
      ).catch(logFailure('main categories')),
    staleTime: 5 * 60_000,
  });
}
