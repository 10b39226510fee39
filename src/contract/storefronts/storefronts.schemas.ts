/**
 * A storefront is a supplier's public page: its listings' cards (catalog) under the supplier's user id
 * (users). Its endpoint names them from here, so the storefronts' endpoints have one schemas module.
 */
export { StorefrontSchema, type Storefront } from '../catalog/catalog.schemas.js';
export { UserIdParamsSchema } from '../users/users.schemas.js';
