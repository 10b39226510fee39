/**
 * A cookie the web app can read (the session cookie is HTTP-only), set and cleared with the session
 * cookie. It holds no secret, only "a session may exist": without it the app knows the visitor is a
 * guest and does not ask `GET /api/users/me`, whose 401 browsers log as an error on every page.
 */
export const signedInCookieName = 'tawrid_signed_in';
