/**
 * Main Saudi cities with their Arabic and English names, grouped by the 13 regions (saudi.md, Places).
 * The signup form offers them as suggestions; any other name that passes `CitySchema` is accepted too,
 * so every name here must pass it (letters, words joined by a space, hyphen or apostrophe).
 */
export const saudiCities: readonly { en: string; ar: string }[] = [
  // Riyadh
  { en: 'Riyadh', ar: 'الرياض' },
  { en: 'Al Kharj', ar: 'الخرج' },
  { en: 'Diriyah', ar: 'الدرعية' },
  { en: "Al Majma'ah", ar: 'المجمعة' },
  { en: 'Az Zulfi', ar: 'الزلفي' },
  { en: 'Al Dawadmi', ar: 'الدوادمي' },
  { en: 'Wadi Al-Dawasir', ar: 'وادي الدواسر' },
  // Makkah
  { en: 'Makkah', ar: 'مكة المكرمة' },
  { en: 'Jeddah', ar: 'جدة' },
  { en: 'Taif', ar: 'الطائف' },
  { en: 'Rabigh', ar: 'رابغ' },
  { en: 'Al Qunfudhah', ar: 'القنفذة' },
  // Madinah
  { en: 'Madinah', ar: 'المدينة المنورة' },
  { en: 'Yanbu', ar: 'ينبع' },
  { en: 'AlUla', ar: 'العلا' },
  // Qassim
  { en: 'Buraydah', ar: 'بريدة' },
  { en: 'Unaizah', ar: 'عنيزة' },
  { en: 'Ar Rass', ar: 'الرس' },
  // Eastern Province
  { en: 'Dammam', ar: 'الدمام' },
  { en: 'Al Khobar', ar: 'الخبر' },
  { en: 'Dhahran', ar: 'الظهران' },
  { en: 'Al Ahsa', ar: 'الأحساء' },
  { en: 'Jubail', ar: 'الجبيل' },
  { en: 'Qatif', ar: 'القطيف' },
  { en: 'Hafar Al Batin', ar: 'حفر الباطن' },
  { en: 'Khafji', ar: 'الخفجي' },
  { en: 'Ras Tanura', ar: 'رأس تنورة' },
  // Asir
  { en: 'Abha', ar: 'أبها' },
  { en: 'Khamis Mushait', ar: 'خميس مشيط' },
  { en: 'Bisha', ar: 'بيشة' },
  { en: 'An Namas', ar: 'النماص' },
  // Tabuk
  { en: 'Tabuk', ar: 'تبوك' },
  { en: 'Al Wajh', ar: 'الوجه' },
  { en: 'Duba', ar: 'ضباء' },
  // Hail
  { en: 'Hail', ar: 'حائل' },
  // Northern Borders
  { en: 'Arar', ar: 'عرعر' },
  { en: 'Rafha', ar: 'رفحاء' },
  { en: 'Turaif', ar: 'طريف' },
  // Jazan
  { en: 'Jazan', ar: 'جازان' },
  { en: 'Sabya', ar: 'صبيا' },
  { en: 'Abu Arish', ar: 'أبو عريش' },
  // Najran
  { en: 'Najran', ar: 'نجران' },
  { en: 'Sharurah', ar: 'شرورة' },
  // Al Bahah
  { en: 'Al Bahah', ar: 'الباحة' },
  { en: 'Baljurashi', ar: 'بلجرشي' },
  // Al Jawf
  { en: 'Sakaka', ar: 'سكاكا' },
  { en: 'Dumat Al-Jandal', ar: 'دومة الجندل' },
  { en: 'Al Qurayyat', ar: 'القريات' },
];
