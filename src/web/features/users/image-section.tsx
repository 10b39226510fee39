import { useRef, useState } from 'react';
import { Avatar, Button, Center, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../lib/form-errors';
import { imageAccept, imageFileError } from '../../lib/image-file';
import { SectionNotice, type Notice } from './section-notice';
import { SettingsSection } from '../../components/settings-section';
import { useImageUpload, type ImageKind } from './use-settings';

/**
 * The profile picture or the store banner: a preview of the current image, a picker that checks size
 * and type before sending (spec §5), and a delete button that restores the default.
 */
export function ImageSection({
  kind,
  currentUrl,
  initial,
}: {
  kind: ImageKind;
  currentUrl: string | null;
  /** The letter the default avatar shows. */
  initial?: string;
}) {
  const { t, i18n } = useTranslation('settings');
  const { upload, remove } = useImageUpload(kind);
  const [notice, setNotice] = useState<Notice | null>(null);
  const resetRef = useRef<() => void>(null);
  const isBusy = upload.isPending || remove.isPending;

  const fail = (title: string) => (error: unknown) =>
    setNotice({ kind: 'error', title, text: formErrorText(error, t, i18n.language) });

  const choose = (file: File | null) => {
    // Clear the input so choosing the same file again still reports a change.
    resetRef.current?.();
    if (!file) return;
    const problem = imageFileError(file);
    if (problem) {
      setNotice({ kind: 'error', title: t('image.refused'), text: t(`errors:${problem}`) });
      return;
    }
    setNotice(null);
    upload.mutate(file, {
      onSuccess: () => setNotice({ kind: 'success', title: t(`${kind}.uploaded`) }),
      onError: fail(t('image.uploadFailed')),
    });
  };

  const deleteImage = () => {
    setNotice(null);
    remove.mutate(undefined, {
      onSuccess: () => setNotice({ kind: 'success', title: t(`${kind}.removed`) }),
      onError: fail(t('image.removeFailed')),
    });
  };

  const preview =
    kind === 'profilePicture' ? (
      <Avatar src={currentUrl} alt={t('profilePicture.alt')} size={96} radius="50%" color="teal">
        {initial}
      </Avatar>
    ) : currentUrl ? (
      <Image src={currentUrl} alt={t('storeBanner.alt')} h={160} radius="md" fit="cover" />
    ) : (
      <Center h={160} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Stack align="center" gap={4}>
          <IconPhoto size={36} color="var(--mantine-color-gray-5)" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('storeBanner.empty')}
          </Text>
        </Stack>
      </Center>
    );

  return (
    <SettingsSection title={t(`${kind}.title`)} description={t(`${kind}.description`)}>
      <Stack mt="md" gap="md" align={kind === 'profilePicture' ? 'flex-start' : 'stretch'}>
        {preview}
        <Group gap="sm">
          <FileButton
            onChange={choose}
            accept={imageAccept}
            resetRef={resetRef}
            disabled={isBusy}
            inputProps={{ 'data-testid': `${kind}-input` } as React.ComponentProps<'input'>}
          >
            {(props) => (
              <Button
                {...props}
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={upload.isPending}
                disabled={remove.isPending}
              >
                {t(`${kind}.upload`)}
              </Button>
            )}
          </FileButton>
          <Button
            variant="default"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={deleteImage}
            disabled={!currentUrl || upload.isPending}
            loading={remove.isPending}
          >
            {t(`${kind}.remove`)}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t(`${kind}.hint`)}
        </Text>
      </Stack>
      <SectionNotice notice={notice} onClose={() => setNotice(null)} />
    </SettingsSection>
  );
}
