import type { Language } from '../i18n/languages.js';
import type { ErrorCode } from './error-codes.js';

/**
 * The message of every error code in every language. The server answers with these, and the web
 * app registers them as its `errors` namespace, so a form shows the same words as the API.
 * The `Record<ErrorCode, string>` type makes a missing translation a compile error.
 */
export const errorMessages: Record<Language, Record<ErrorCode, string>> = {
  en: {
    VALIDATION_FAILED: 'Some of the information sent is not valid. Check the highlighted fields.',
    UNSUPPORTED_LANGUAGE: 'This language is not supported. Use "ar" for Arabic or "en" for English.',
    MALFORMED_REQUEST: 'The request could not be read. Check its format and try again.',
    UNAUTHENTICATED: 'Please log in to continue.',
    FORBIDDEN: 'You do not have permission to do this.',
    NOT_FOUND: 'We could not find what you are looking for.',
    ROUTE_NOT_FOUND: 'This address does not exist in the API.',
    METHOD_NOT_ALLOWED: 'This action is not allowed on this address.',
    CONFLICT: 'This conflicts with the current state. Refresh and try again.',
    PAYLOAD_TOO_LARGE: 'What you sent is too large.',
    UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported.',
    RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
    INTERNAL_ERROR: 'Something went wrong on our side. Please try again.',
    SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
  },
  ar: {
    VALIDATION_FAILED: 'بعض البيانات المرسلة غير صحيحة. راجع الحقول المحددة.',
    UNSUPPORTED_LANGUAGE: 'هذه اللغة غير مدعومة. استخدم "ar" للعربية أو "en" للإنجليزية.',
    MALFORMED_REQUEST: 'تعذّرت قراءة الطلب. تحقق من صيغته وحاول مرة أخرى.',
    UNAUTHENTICATED: 'يرجى تسجيل الدخول للمتابعة.',
    FORBIDDEN: 'ليست لديك صلاحية للقيام بهذا الإجراء.',
    NOT_FOUND: 'لم نتمكن من العثور على ما تبحث عنه.',
    ROUTE_NOT_FOUND: 'هذا العنوان غير موجود في الواجهة البرمجية.',
    METHOD_NOT_ALLOWED: 'هذا الإجراء غير مسموح على هذا العنوان.',
    CONFLICT: 'يتعارض هذا مع الحالة الحالية. حدّث الصفحة وحاول مرة أخرى.',
    PAYLOAD_TOO_LARGE: 'حجم المحتوى المرسل كبير جدًا.',
    UNSUPPORTED_MEDIA_TYPE: 'نوع المحتوى غير مدعوم.',
    RATE_LIMITED: 'محاولات كثيرة. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
    INTERNAL_ERROR: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
    SERVICE_UNAVAILABLE: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة بعد قليل.',
  },
};
