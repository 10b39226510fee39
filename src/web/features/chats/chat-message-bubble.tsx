import { Anchor, Box, Group, Image, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, ChatSide } from '../../../contract/chats/chats.schemas';
import { ChatInvoiceCard } from './chat-invoice-card';
import { ChatReadReceipt } from './chat-read-receipt';
import { ChatReferenceCard } from './chat-reference-card';
import { formatMessageTime } from './chat-time';
import { ReportButton } from '../reports/report-button';
import { isolate } from '../../lib/bidi';

/** The widest a thumbnail shows in a bubble. */
const thumbnailWidth = 240;

/**
 * One message: the person's own at the inline end, the other side's at the inline start. Text is shown
 * as text with its line breaks (never as HTML, decision 009); an image as a thumbnail that opens the
 * full picture; a listing it is about as a card, an invoice issued from the chat as a card that opens it
 * on the viewer's side (`mySide`). Own messages carry their read receipt.
 */
export function ChatMessageBubble({
  message,
  isMine,
  isRead,
  senderName,
  mySide,
}: {
  message: ChatMessage;
  isMine: boolean;
  isRead: boolean;
  senderName: string;
  mySide: ChatSide;
}) {
  const { t, i18n } = useTranslation('chats');
  const { image } = message;
  return (
    <Box
      data-message-id={message.id}
      data-testid="chat-message"
      data-mine={isMine}
      mb={6}
      style={{ display: 'flex', justifyContent: isMine ? 'flex-end' : 'flex-start' }}
    >
      <Paper
        px="sm"
        py={6}
        radius="lg"
        maw="min(80%, 560px)"
        bg={isMine ? 'teal.1' : 'gray.1'}
        style={isMine ? { borderEndEndRadius: 4 } : { borderEndStartRadius: 4 }}
      >
        <VisuallyHidden>{isMine ? t('message.you') : senderName}</VisuallyHidden>
        {/* Issue 26: the person of the business who wrote it (none on messages from before members). */}
        {message.sentBy && (
          <Text size="xs" c="dimmed" mb={2} data-testid="chat-message-sent-by">
            {t('message.sentBy', { name: isolate(message.sentBy.name) })}
          </Text>
        )}
        {message.reference?.type === 'INVOICE' ? (
          <ChatInvoiceCard reference={message.reference} mySide={mySide} />
        ) : (
          message.reference && <ChatReferenceCard reference={message.reference} />
        )}
        {image && (
          <Anchor
            href={image.url}
            target="_blank"
            rel="noopener noreferrer"
            display="block"
            mb={message.text ? 4 : 0}
            aria-label={t('message.openImage')}
          >
            <Image
              src={image.thumbnailUrl}
              alt={t('message.image')}
              radius="md"
              w={Math.min(thumbnailWidth, image.width)}
              maw="100%"
              style={{ aspectRatio: `${image.width} / ${image.height}`, objectFit: 'cover' }}
            />
          </Anchor>
        )}
        {message.isRemoved && (
          <Text size="sm" fs="italic" c="dimmed" data-testid="chat-message-removed">
            {t('reports:removedMessage')}
          </Text>
        )}
        {message.text && (
          <Text
            dir="auto"
            size="sm"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="chat-message-text"
          >
            {message.text}
          </Text>
        )}
        <Group gap={4} justify="flex-end" wrap="nowrap" mt={2}>
          <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
            {formatMessageTime(message.createdAt, i18n.language)}
          </Text>
          {isMine && <ChatReadReceipt isRead={isRead} />}
        </Group>
        {/* Issue 25: the other party's messages may be reported. */}
        {!isMine && !message.isRemoved && <ReportButton subjectType="MESSAGE" subjectId={message.id} />}
      </Paper>
    </Box>
  );
}
