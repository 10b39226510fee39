import { useEffect, useRef, type MouseEvent } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The card's wishlist toggle (spec §2, §4): pressed and filled when saved, empty otherwise. A press
 * never reaches the card, whose own click follows its link. The card is inert during the call, which
 * takes the focus away; it comes back here afterwards so a keyboard user keeps their place.
 */
export function WishlistHeartButton({
  isSaved,
  isPending,
  onPress,
}: {
  isSaved: boolean;
  isPending: boolean;
  onPress: () => void;
}) {
  const { t } = useTranslation('wishlist');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shouldRefocus = useRef(false);
  useEffect(() => {
    if (isPending || !shouldRefocus.current) return;
    shouldRefocus.current = false;
    buttonRef.current?.focus();
  }, [isPending]);

  const press = (event: MouseEvent<HTMLButtonElement>) => {
    event.stopPropagation();
    shouldRefocus.current = document.activeElement === event.currentTarget;
    onPress();
  };
  return (
    <ActionIcon
      ref={buttonRef}
      variant="white"
      color="red"
      radius="xl"
      // A touch target of 44 px (conventions: ≥ 44), also on the compact card of a phone's two-card row.
      size={44}
      aria-pressed={isSaved}
      aria-label={t(isSaved ? 'heart.remove' : 'heart.add')}
      disabled={isPending}
      onClick={press}
      style={{ boxShadow: 'var(--mantine-shadow-xs)' }}
    >
      {isSaved ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
    </ActionIcon>
  );
}
