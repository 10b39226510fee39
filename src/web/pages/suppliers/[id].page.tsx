import { useParams } from 'react-router';
import { StorefrontView } from '../../features/storefronts/storefront-view';

/** `/suppliers/:id`: a supplier's storefront as buyers and guests see it. */
export default function SupplierStorefrontPage() {
  const { id = '' } = useParams();
  return <StorefrontView key={id} userId={id} />;
}
