import { useParams } from 'react-router';
import { ListingDetails } from '../../features/pages/listing-details';

/** `/products/:id`: a product as buyers and guests see it. */
export default function ProductPage() {
  const { id = '' } = useParams();
  return <ListingDetails key={id} kind="products" id={id} />;
}
