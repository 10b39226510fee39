import { useParams } from 'react-router';
import { ListingDetails } from '../../features/pages/listing-details';

/** `/services/:id`: a service as buyers and guests see it. */
export default function ServicePage() {
  const { id = '' } = useParams();
  return <ListingDetails key={id} kind="services" id={id} />;
}
