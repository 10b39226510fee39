import { useRef, type MouseEvent } from 'react';
import { Anchor, Card, Group, Image, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format';
import { useWishlistToggle } from '../wishlist/use-wishlist-toggle';
import { WishlistHeartButton } from '../wishlist/wishlist-heart-button';
import { WishlistToggleFeedback } from '../wishlist/wishlist-toggle-feedback';
import type { CardItem } from './card-item';
import type { ItemKind } from '../categories/find-category';
import { BidiText } from '../../components/bidi-text';
import { LocalizedText, useTextIn } from '../../components/localized-text';
import { RatingSummary } from './rating-summary';

/** Low enough that a row of two cards, name to price, fits a phone's first screen under the filters. */
const cardImageHeight = 132;

/** The page of one product or service: `/products/{id}` or `/services/{id}`. */
export const listingPath = (kind: ItemKind, id: string) => `/${kind}/${encodeURIComponent(id)}`;

/**
 * Product or service card (spec §2), compact so two fit a phone's row: first image, name (two lines at
 * most), price with the ' • Fixed' marker for services whose price is not negotiable, rating with count,
 * supplier. The name is the card's one link; a click
 * anywhere else on the card follows it too, unless the person is selecting text ("redundant click",
 * Inclusive Components), so screen readers meet one short link per card. Demo items have no id: no link.
 * The heart toggles the wishlist (spec §4): while its call runs the card is dimmed and inert. Its
 * dialogs render beside the card, so their clicks never bubble into the card's link.
 */
/**
 * `isFirst`: the card at the top of a result list, whose image is likely the largest thing on a phone's
 * first screen; it is fetched first. The other cards' images load as they come near the screen.
 */
export function ItemCard({
  item,
  kind,
  isFirst = false,
}: {
  item: CardItem;
  kind: ItemKind;
  isFirst?: boolean;
}) {
  const { t, i18n } = useTranslation('catalog');
  const linkRef = useRef<HTMLAnchorElement>(null);
  const lang = i18n.resolvedLanguage ?? 'en';
  const chosen = useTextIn()(item.nameAr, item.nameEn);
  const name = chosen.text ? <LocalizedText ar={item.nameAr} en={item.nameEn} /> : t('card.noName');
  const wishlist = useWishlistToggle(item.id);

  const followLink = (event: MouseEvent<HTMLElement>) => {
    const link = linkRef.current;
    if (!link || link.contains(event.target as Node)) return;
    if (window.getSelection()?.toString()) return;
    link.click();
  };

  return (
    <>
      <Card
        withBorder
        padding="xs"
        radius="md"
        component="article"
        onClick={item.id ? followLink : undefined}
        aria-busy={wishlist.isPending || undefined}
        inert={wishlist.isPending}
        style={{
          cursor: item.id ? 'pointer' : undefined,
          opacity: wishlist.isPending ? 0.5 : undefined,
          pointerEvents: wishlist.isPending ? 'none' : undefined,
          transition: 'opacity 150ms ease',
        }}
      >
        <Card.Section pos="relative">
          {item.imageUrl ? (
            <Image
              src={item.imageUrl}
              alt=""
              h={cardImageHeight}
              fit="cover"
              loading={isFirst ? 'eager' : 'lazy'}
              fetchPriority={isFirst ? 'high' : undefined}
            />
          ) : (
            <Group h={cardImageHeight} justify="center" bg="gray.1" aria-label={t('card.noImage')} role="img">
              <IconPhoto size={40} color="var(--mantine-color-gray-5)" aria-hidden />
            </Group>
          )}
          <div style={{ position: 'absolute', insetBlockStart: 8, insetInlineEnd: 8 }}>
            <WishlistHeartButton
              isSaved={wishlist.isSaved}
              isPending={wishlist.isPending}
              onPress={wishlist.press}
            />
          </div>
        </Card.Section>
        <Text fw={600} size="sm" mt="xs" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {item.id ? (
            <Anchor component={Link} to={listingPath(kind, item.id)} ref={linkRef} c="inherit" inherit>
              {name}
            </Anchor>
          ) : (
            name
          )}
        </Text>
        <Text fw={700} mt={4}>
          {formatMoney(item.price, lang)}
          {kind === 'services' && !item.isPriceNegotiable ? t('card.fixed') : ''}
        </Text>
        <Group mt={2}>
          <RatingSummary avgRating={item.avgRating} ratingsCount={item.ratingsCount} size="xs" />
        </Group>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {item.supplierName ? <BidiText>{item.supplierName}</BidiText> : t('card.unknownSupplier')}
        </Text>
      </Card>
      <WishlistToggleFeedback feedback={wishlist.feedback} onClose={wishlist.dismissFeedback} />
    </>
  );
}
