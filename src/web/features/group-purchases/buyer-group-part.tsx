import { Divider } from '@mantine/core';
import type { PublicListing } from '../../../contract/catalog/catalog.schemas';
import { CityGroupSection } from './city-group-section';
import { GroupPurchaseTerms, type GroupTerms } from './group-purchase-terms';
import { useCityGroupPurchase } from './use-group-purchases';

const dayMs = 24 * 3_600_000;

/**
 * A buyer's part of the product's group panel: the terms (while a group runs in the buyer's city, the
 * ones it started with) and the city's group to start, join or leave. Loaded only for a signed-in buyer
 * (GroupPurchasePanel), so a guest's product page carries none of its code (docs/performance.md).
 */
export function BuyerGroupPart({
  productId,
  product,
  productTerms,
}: {
  productId: string;
  product: NonNullable<PublicListing['product']>;
  /** The product's own terms, shown while no group runs. */
  productTerms: GroupTerms;
}) {
  const cityGroup = useCityGroupPurchase(productId, true);
  // An open group shows the terms it started with; a closed one no longer runs.
  const cityOpenGroup = cityGroup.data?.group;
  const running = cityOpenGroup?.status === 'OPEN' ? cityOpenGroup : null;
  const terms: GroupTerms = running
    ? {
        groupPrice: running.unitPrice,
        standardPrice: running.standardPrice,
        minQuantity: running.minQuantity,
        deadlineDays: Math.round(
          (new Date(running.deadline).getTime() - new Date(running.startedAt).getTime()) / dayMs,
        ),
        buyersRequired: running.buyersRequired,
      }
    : productTerms;
  return (
    <>
      <GroupPurchaseTerms terms={terms} />
      <Divider color="teal.2" />
      <CityGroupSection productId={productId} terms={product} isInStock={product.isInStock} />
    </>
  );
}
