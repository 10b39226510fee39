import { useRef, useState, type KeyboardEvent } from 'react';
import {
  Kbd,
  ActionIcon,
  Alert,
  FileButton,
  Group,
  Image,
  Loader,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconPhotoPlus, IconSend } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  maxChatMessageLength,
  SendChatMessageBodySchema,
  type SendChatMessageBody,
} from '../../../contract/chats/chats.schemas';
import { fieldErrorText, formErrorText, placeServerErrors } from '../../lib/form-errors';
import { CharacterCount } from '../../components/character-count';
import { imageAccept, imageFileError } from '../../lib/image-file';
import { ChatReferenceChip } from './chat-reference-chip';
import type { ListingReference } from './chat-routes';
import { useSendChatImage, useSendChatMessage } from './use-chat-actions';

type ComposerValues = z.input<typeof SendChatMessageBodySchema>;

/** An image on its way, shown from the file itself until the server's copy arrives. */
interface PendingImage {
  file: File;
  previewUrl: string;
}

/**
 * Writes to the thread: Enter sends, Shift+Enter starts a new line; the text follows the contract's
 * rules (required, at most 2,000 characters, with a counter). The picture button sends a PNG, JPEG or
 * WebP image of at most 5 MB, checked here before any upload (the server checks again by content).
 * `reference` goes with the next text message, then `onReferenceDone` drops it.
 */
export function ChatComposer({
  threadId,
  reference,
  onReferenceDone,
}: {
  threadId: string;
  reference: ListingReference | null;
  onReferenceDone: () => void;
}) {
  const { t, i18n } = useTranslation('chats');
  const send = useSendChatMessage(threadId);
  const sendImage = useSendChatImage(threadId);
  const [sendError, setSendError] = useState<unknown>(null);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [pendingImage, setPendingImage] = useState<PendingImage | null>(null);
  const resetFileRef = useRef<() => void>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<ComposerValues, unknown, SendChatMessageBody>({
    resolver: zodResolver(SendChatMessageBodySchema),
    defaultValues: { text: '' },
  });

  const onSubmit = (values: SendChatMessageBody) => {
    if (send.isPending) return;
    setSendError(null);
    send.mutate(
      { text: values.text, ...(reference && { reference }) },
      {
        onSuccess: () => {
          reset({ text: '' });
          if (reference) onReferenceDone();
        },
        onError: (error) => {
          if (!placeServerErrors<ComposerValues>(error, setError, ['text'])) setSendError(error);
        },
      },
    );
  };
  const submit = handleSubmit(onSubmit);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes (Arabic or other keyboards), Enter picks a candidate instead.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const chooseImage = (file: File | null) => {
    // Clear the input so choosing the same file again still reports a change.
    resetFileRef.current?.();
    if (!file || sendImage.isPending) return;
    const problem = imageFileError(file);
    if (problem) {
      setImageProblem(t(`errors:${problem}`));
      return;
    }
    setImageProblem(null);
    setSendError(null);
    const pending = { file, previewUrl: URL.createObjectURL(file) };
    setPendingImage(pending);
    sendImage.mutate(file, {
      onError: (error) => setSendError(error),
      onSettled: () => {
        URL.revokeObjectURL(pending.previewUrl);
        setPendingImage(null);
      },
    });
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('composer.form')}
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Stack gap={6} p="sm">
        {reference && <ChatReferenceChip reference={reference} onDismiss={onReferenceDone} />}
        {pendingImage && (
          <Group gap="sm" wrap="nowrap" data-testid="chat-image-pending" aria-live="polite">
            <Image src={pendingImage.previewUrl} alt="" w={48} h={48} radius="sm" fit="cover" />
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t('composer.sendingImage')}
            </Text>
          </Group>
        )}
        {imageProblem && (
          <Alert
            color="red"
            title={t('composer.imageRefused')}
            withCloseButton
            closeButtonLabel={t('common:actions.close')}
            onClose={() => setImageProblem(null)}
            p="xs"
          >
            {imageProblem}
          </Alert>
        )}
        {sendError != null && (
          <Alert
            color="red"
            title={t('composer.sendFailed')}
            withCloseButton
            closeButtonLabel={t('common:actions.close')}
            onClose={() => setSendError(null)}
            p="xs"
          >
            {formErrorText(sendError, t, i18n.language)}
          </Alert>
        )}
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <FileButton onChange={chooseImage} accept={imageAccept} resetRef={resetFileRef}>
            {(props) => (
              <Tooltip label={t('composer.attachImage')}>
                <ActionIcon
                  {...props}
                  variant="subtle"
                  size="lg"
                  mb={4}
                  aria-label={t('composer.attachImage')}
                  loading={sendImage.isPending}
                >
                  <IconPhotoPlus size={20} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </FileButton>
          <Textarea
            {...register('text')}
            onKeyDown={onKeyDown}
            aria-label={t('composer.label')}
            placeholder={t('composer.placeholder')}
            autosize
            minRows={1}
            maxRows={6}
            dir="auto"
            style={{ flex: 1 }}
            error={fieldErrorText(t, errors.text?.message)}
          />
          <Tooltip label={t('composer.send')}>
            <ActionIcon
              type="submit"
              size="lg"
              mb={4}
              aria-label={t('composer.send')}
              loading={send.isPending}
            >
              {/* Send points along the line: right in English, left in Arabic. */}
              <IconSend size={18} className="mirror-in-rtl" aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group justify="space-between" gap="xs" px={4}>
          <Text size="xs" c="dimmed">
            {/* Key caps, each isolated left to right, so «Shift+Enter» reads whole inside Arabic. */}
            <Trans t={t} i18nKey="composer.hint" components={{ key: <Kbd size="xs" dir="ltr" /> }} />
          </Text>
          <CharacterCount control={control} name="text" max={maxChatMessageLength} />
        </Group>
      </Stack>
    </form>
  );
}
