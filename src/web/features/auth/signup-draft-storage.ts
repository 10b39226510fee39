import type { SignupBody } from '../../../contract/auth/auth.schemas';

/**
 * What a reload of /signup keeps of the three steps: the typed, non-secret fields, for this tab only.
 *
 * Session storage, not local storage: the draft dies with the tab, so a shared office computer does not
 * offer the next person someone else's business, ID number and email. The password and its confirmation are
 * never written: storage is readable by any script on the origin and outlives the page, and a password must
 * live only in its field and in the request. The terms box is not kept either: consent is given on the page
 * the person sees, and ticking it again costs one click.
 */
export const signupDraftStorageKey = 'tawrid.signup-draft';

export type SignupDraft = Pick<
  SignupBody,
  'businessName' | 'registrationNumber' | 'businessCategoryIds' | 'name' | 'nationalId' | 'city' | 'email'
>;

const textFields = ['businessName', 'registrationNumber', 'name', 'nationalId', 'city', 'email'] as const;
/** Longer than any field the contract accepts: a draft edited by hand is not carried into the form. */
const maxStoredLength = 320;

/**
 * The kept fields; anything unreadable (edited by hand, an older shape) is left out. Only shapes are checked:
 * what is restored goes through the form's rules on Next like anything typed.
 */
export function readSignupDraft(): Partial<SignupDraft> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(signupDraftStorageKey) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    const record = stored as Record<string, unknown>;
    const draft: Partial<SignupDraft> = {};
    for (const field of textFields) {
      const value = record[field];
      if (typeof value === 'string' && value.length <= maxStoredLength) draft[field] = value;
    }
    const categoryIds = record.businessCategoryIds;
    if (Array.isArray(categoryIds) && categoryIds.every((id) => typeof id === 'string')) {
      draft.businessCategoryIds = categoryIds as string[];
    }
    return draft;
  } catch {
    return {};
  }
}

/** Writes only the non-secret fields of `values`, whatever else it carries. */
export function writeSignupDraft(values: Partial<SignupBody>): void {
  const draft: Partial<SignupDraft> = { businessCategoryIds: values.businessCategoryIds };
  for (const field of textFields) draft[field] = values[field];
  try {
    sessionStorage.setItem(signupDraftStorageKey, JSON.stringify(draft));
  } catch {
    // Storage full or refused (a private window): the form still works, only a reload loses it.
  }
}

export function clearSignupDraft(): void {
  try {
    sessionStorage.removeItem(signupDraftStorageKey);
  } catch {
    // Nothing was kept.
  }
}
