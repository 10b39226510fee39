import { ItemsBrowser } from '../../features/search/items-browser';

/** `/items?categoryId=` (spec §2): browsing by category; the header search lands here too. */
export default function ItemsPage() {
  return <ItemsBrowser />;
}
