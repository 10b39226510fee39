import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WishlistLoginDialog } from '../wishlist/wishlist-login-dialog';

/** Buying needs an account (spec §1): the guest is asked to log in, and the cart stays in the browser. */
export function GuestCheckout({ canCheckOut }: { canCheckOut: boolean }) {
  const { t } = useTranslation('cart');
  const [isAsking, setIsAsking] = useState(false);
  return (
    <Stack gap="xs">
      {!canCheckOut && (
        <Text c="red" size="sm" role="status">
          {t('checkout.blocked')}
        </Text>
      )}
      <Button size="md" fullWidth disabled={!canCheckOut} onClick={() => setIsAsking(true)}>
        {t('checkout.start')}
      </Button>
      {isAsking && (
        <WishlistLoginDialog
          title={t('guest.loginTitle')}
          text={t('guest.loginText')}
          onClose={() => setIsAsking(false)}
        />
      )}
    </Stack>
  );
}
