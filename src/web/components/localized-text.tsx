import { useTranslation } from 'react-i18next';
import { textIn, type ListingNames, type TextInLanguage } from '../../contract/text/two-languages';
import { languageInfo } from '../i18n/languages';

/*
 * Texts written in both languages (decision 027: listing names and descriptions, store bios and closing
 * messages): the reader's language, else the other one. The choosing is `textIn` of the contract; these
 * bind it to the page's language.
 */

/** The reader's language's text of `ar`/`en`, or the other one (`isFallback`, with its `language`). */
export function useTextIn(): (
  ar: string | null | undefined,
  en: string | null | undefined,
) => TextInLanguage {
  const { i18n } = useTranslation();
  const language = languageInfo(i18n.resolvedLanguage).code;
  return (ar, en) => textIn(language, ar, en);
}

/** A listing's name in the reader's language, else the other one, as plain text (attributes, labels). */
export function useNameIn(): (listing: ListingNames) => string {
  const textInLanguage = useTextIn();
  return (listing) => textInLanguage(listing.nameAr, listing.nameEn).text;
}

/**
 * A text in the reader's language, else the other one, always isolated with `<bdi>`. A fallback is marked with its `lang` (so screen
 * readers pronounce it right) and isolated with `<bdi>` (an English name inside Arabic text keeps its own
 * direction, and does not reorder the punctuation around it).
 */
export function LocalizedText({ ar, en }: { ar: string | null | undefined; en: string | null | undefined }) {
  const chosen = useTextIn()(ar, en);
  // Isolated even in the reader's language: user text may mix directions («كرتون (Pack of 50)»).
  if (!chosen.isFallback) return <bdi>{chosen.text}</bdi>;
  return (
    <bdi lang={chosen.language} dir={languageInfo(chosen.language).dir}>
      {chosen.text}
    </bdi>
  );
}

/** A listing's name in the reader's language, else the other one (marked as `LocalizedText` does). */
export function ListingName({ listing }: { listing: ListingNames }) {
  return <LocalizedText ar={listing.nameAr} en={listing.nameEn} />;
}
