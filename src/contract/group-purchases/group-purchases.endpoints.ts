import { defineEndpoints } from '../http/endpoint.js';
import type * as schemas from './group-purchases.schemas.js';
import { buyingRoles, everyBuyerSideRole } from '../team/member-roles.js';

const errors = [404, 409] as const;

/**
 * Issue 9, decision 015: buyers of one city buy a product together at its group price. Every endpoint is
 * the buyer role's; a group of another city is 404 to it.
 */
export const groupPurchasesEndpoints = defineEndpoints<typeof schemas>()('group purchases', {
  getCityGroup: {
    method: 'GET',
    path: '/api/products/:id/group-purchase',
    access: 'buyer',
    memberRoles: everyBuyerSideRole,
    summary:
      "The group purchase open for this product in my city (or my group's recent outcome), and my city",
    params: 'ProductIdParamsSchema',
    answer: 'CityGroupPurchaseSchema',
    errors,
  },
  joinGroup: {
    method: 'POST',
    path: '/api/group-purchases',
    access: 'buyer',
    memberRoles: buyingRoles,
    summary: "Join the product's group purchase in my city, or start it",
    description:
      'Joins the group open for the product in my city, or starts one (its deadline is the ' +
      "product's group deadline in days from now). The quantity follows the product's case rules and " +
      "what is left of its stock after the group's other members. The join that brings the group to " +
      '5 buyers and its minimum quantity completes it at once: the answer then has status COMPLETED ' +
      'and `myInvoiceId`, the invoice to pay. 409 GROUP_PURCHASE_ALREADY_JOINED, GROUP_PURCHASE_CLOSED, ' +
      'GROUP_PURCHASE_NOT_ENABLED, GROUP_PURCHASE_OWN_PRODUCT, GROUP_STOCK_SHORT (`details.available`: the units left for the group).',
    body: 'JoinGroupPurchaseBodySchema',
    answer: 'GroupPurchaseSchema',
    status: 201,
    errors,
  },
  listCityGroups: {
    method: 'GET',
    path: '/api/group-purchases',
    access: 'buyer',
    memberRoles: everyBuyerSideRole,
    summary: 'The group purchases open in my city, the soonest deadline first',
    description:
      "Only groups still taking members (OPEN, before their deadline) of the caller's city; those of " +
      'other cities never appear. The cursor of the next page comes in the `x-next-cursor` response ' +
      'header (absent on the last page) and goes back as `cursor`.',
    query: 'CityGroupPurchasesQuerySchema',
    answer: 'GroupPurchaseListSchema',
    paged: true,
    errors,
  },
  getGroup: {
    method: 'GET',
    path: '/api/group-purchases/:id',
    access: 'buyer',
    memberRoles: everyBuyerSideRole,
    summary: "A group purchase I am in, or one open in my city (another city's is 404)",
    params: 'GroupPurchaseIdParamsSchema',
    answer: 'GroupPurchaseSchema',
    errors,
  },
  leaveGroup: {
    method: 'DELETE',
    path: '/api/group-purchases/:id/membership',
    access: 'buyer',
    memberRoles: buyingRoles,
    summary: 'Leave a group purchase while it is open (the last member leaving cancels it)',
    params: 'GroupPurchaseIdParamsSchema',
    answer: 'GroupPurchaseSchema',
    errors,
  },
  listMyGroups: {
    method: 'GET',
    path: '/api/buyers/me/group-purchases',
    access: 'buyer',
    memberRoles: everyBuyerSideRole,
    summary: 'The group purchases I joined, newest first',
    description:
      'The cursor of the next page comes in the `x-next-cursor` response header (absent on the last ' +
      'page) and goes back as `cursor`, with the same filters.',
    query: 'MyGroupPurchasesQuerySchema',
    answer: 'GroupPurchaseListSchema',
    paged: true,
    errors,
  },
});
