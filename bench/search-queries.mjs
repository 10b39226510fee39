// What buyers type, shared by bench/search.mjs and bench/load.mjs: Arabic (with and without hamza, ة/ه,
// article, a typo) and English (a typo, a plural); they match 700–6,600 of the 100,000 generated products.
export const queries = [
  'اسمنت',
  'الأسمنت الأبيض',
  'قفازات',
  'قفازات نتريل',
  'تمر سكري',
  'مولد ديزل',
  'لمبات ليد',
  'كراتين شحن',
  'قهوه عربيه',
  'سرير مستشفى',
  'اسمت',
  'مكيف',
  'gloves',
  'cement',
  'cordless drill',
  'solar panel',
  'led bulbs',
  'office chair',
  'glvoes',
  'batteries',
  'basmati rice',
  'safety',
];

/** `GET /api/search/products` for a text, with more parameters (`&sort=…`) after it. */
export const searchPath = (q, extra = '') => `/api/search/products?q=${encodeURIComponent(q)}${extra}`;
