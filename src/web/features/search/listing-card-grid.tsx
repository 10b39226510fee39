import { Button, Center } from '@mantine/core';
import type { CardItem } from '../catalog/card-item';
import { ItemCard } from '../catalog/item-card';
import type { ItemKind } from '../categories/find-category';
import type { useListingSearch } from './use-listing-search';
import { ItemCardGrid } from '../catalog/item-card-grid';

/** A listing that moved between pages while paging (a new rating, a new price) is shown once. */
function uniqueItems(items: CardItem[]): CardItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (!item.id) return true;
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

/** The cards of a listing search's pages in a grid, and "load more" while there is another page. */
export function ListingCardGrid({
  kind,
  search,
  loadMoreLabel,
}: {
  kind: ItemKind;
  search: ReturnType<typeof useListingSearch>;
  loadMoreLabel: string;
}) {
  const items = uniqueItems(search.data?.pages.flatMap((page) => page.items) ?? []);
  return (
    <>
      <ItemCardGrid mt="xl">
        {items.map((item, index) => (
          <ItemCard key={item.id ?? index} item={item} kind={kind} isFirst={index === 0} />
        ))}
      </ItemCardGrid>
      {search.hasNextPage && (
        <Center mt="xl">
          <Button
            variant="light"
            loading={search.isFetchingNextPage}
            onClick={() => void search.fetchNextPage()}
          >
            {loadMoreLabel}
          </Button>
        </Center>
      )}
    </>
  );
}

/** Whether a listing search has any card to show. */
export const hasListingCards = (search: ReturnType<typeof useListingSearch>) =>
  (search.data?.pages ?? []).some((page) => page.items.length > 0);
