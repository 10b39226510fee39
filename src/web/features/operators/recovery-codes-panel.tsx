import { Button, CopyButton, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../auth/form-alert';

/** Ten single-use recovery codes, shown once: to copy or download and keep somewhere safe. */
export function RecoveryCodesPanel({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation('operators');
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(
      new Blob([`${t('recoveryCodes.fileHeading')}\n\n${text}\n`], { type: 'text/plain' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = 'tawrid-operator-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="md">
      <FormAlert kind="info" title={t('recoveryCodes.title')}>
        {t('recoveryCodes.lead')}
      </FormAlert>
      <Paper withBorder p="md" bg="gray.0">
        <SimpleGrid cols={2} spacing="xs" dir="ltr" data-testid="recovery-codes">
          {codes.map((code) => (
            <Text key={code} ff="monospace" fw={600} ta="center">
              {code}
            </Text>
          ))}
        </SimpleGrid>
      </Paper>
      <Group grow>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              mih={44}
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            >
              {copied ? t('recoveryCodes.copied') : t('recoveryCodes.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="light"
          mih={44}
          onClick={download}
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('recoveryCodes.download')}
        </Button>
      </Group>
    </Stack>
  );
}
