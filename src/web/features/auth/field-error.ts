import { isErrorCode } from '../../../contract/errors/error-codes';

type Translate = (key: string) => string;

/**
 * The text of a field error. The schemas and the server name a broken rule by its error code, shown
 * from the `errors` namespace (the same table the API answers from); any other message is already a
 * sentence in the person's language (zod's own text in a server VALIDATION_FAILED issue).
 */
export function fieldError(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isErrorCode(message) ? t(`errors:${message}`) : message;
}
