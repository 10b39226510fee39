import { useState } from 'react';
import { Button, Divider, Group, SimpleGrid, Stack, Switch } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  NotificationSettingsSchema,
  notificationToggles,
  type NotificationSettings,
} from '../../../contract/users/users.schemas';
import { formErrorText } from '../../lib/form-errors';
import { SectionNotice, type Notice } from './section-notice';
import { SettingsSection } from '../../components/settings-section';
import { useUpdateSettings } from './use-settings';

/** The master switch and the nine notification toggles (spec §3 Settings); off disables the nine. */
export function NotificationsSection({ notifications }: { notifications: NotificationSettings }) {
  const { t, i18n } = useTranslation('settings');
  const updateSettings = useUpdateSettings();
  const [notice, setNotice] = useState<Notice | null>(null);
  const { control, handleSubmit, reset } = useForm<NotificationSettings>({
    resolver: zodResolver(NotificationSettingsSchema),
    defaultValues: notifications,
  });
  const isAllowed = useWatch({ control, name: 'allowNotifications' });

  const save = handleSubmit((values) => {
    setNotice(null);
    updateSettings.mutate(
      { notifications: values },
      {
        onSuccess: (settings) => {
          reset(settings.notifications);
          setNotice({ kind: 'success', title: t('notifications.saved') });
        },
        onError: (error) =>
          setNotice({ kind: 'error', title: t('saveFailed'), text: formErrorText(error, t, i18n.language) }),
      },
    );
  });

  return (
    <SettingsSection title={t('notifications.title')} description={t('notifications.description')}>
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack mt="md" gap="md">
          <Controller
            control={control}
            name="allowNotifications"
            render={({ field }) => (
              <Switch
                size="md"
                label={t('notifications.allow')}
                description={t('notifications.allowHint')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Divider />
          <SimpleGrid
            cols={{ base: 1, sm: 2 }}
            spacing="md"
            role="group"
            aria-label={t('notifications.types')}
          >
            {notificationToggles.map((toggle) => (
              <Controller
                key={toggle}
                control={control}
                name={toggle}
                render={({ field }) => (
                  <Switch
                    label={t(`notifications.toggles.${toggle}`)}
                    checked={field.value}
                    disabled={!isAllowed}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                )}
              />
            ))}
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={updateSettings.isPending}>
              {t('notifications.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <SectionNotice notice={notice} onClose={() => setNotice(null)} />
    </SettingsSection>
  );
}
