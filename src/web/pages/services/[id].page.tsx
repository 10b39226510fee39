import { useParams } from 'react-router';
import { ListingDetails } from '../../features/catalog/listing-details';

/** `/services/:id`: a service as buyers and guests see it. */
export default function ServicePage() {
  const { id = '' } = useParams();
  return <ListingDetails key={id} kind="services" id={id} />;
}
