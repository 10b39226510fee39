import {
  Alert,
  Anchor,
  Button,
  Container,
  FileInput,
  Group,
  NumberInput,
  Paper,
  Radio,
  Stack,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  disputeReasons,
  disputeRules,
  type DisputeReason,
} from '../../../contract/disputes/disputes.schemas';
import { halalasOf, riyalsOf } from '../../../contract/money/riyals';
import { PageSpinner } from '../../components/page-spinner';
import { uploadToEndpoint } from '../../lib/api-client';
import { formatDate, formatMoney } from '../../lib/format';
import { formErrorText } from '../../lib/form-errors';
import { disputesEndpoints } from '../../../contract/disputes/disputes.endpoints';
import { disputePath, useOpenDispute, useOrderDispute } from './use-disputes';

/** Issue 25: the buyer's dispute form: reason, description, amount asked (the total by default), photos. */
export function OpenDisputeForm({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation('disputes');
  const lang = i18n.language;
  const navigate = useNavigate();
  const state = useOrderDispute('buyer', orderId);
  const open = useOpenDispute(orderId);
  const [reason, setReason] = useState<DisputeReason>('NOT_RECEIVED');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState<number | string | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);

  // Without an order (an address typed by hand) there is nothing to load: the page says so instead of waiting.
  if (orderId !== '' && state.isPending) return <PageSpinner />;
  const max = state.data?.maxAmount ?? 0;
  const orderNumber = state.data?.dispute?.orderNumber ?? '';
  const back = (
    <Anchor component={Link} to={`/buyer/orders/${encodeURIComponent(orderId)}`} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} className="mirror-in-rtl" aria-hidden />
        {t('form.back')}
      </Group>
    </Anchor>
  );
  if (!state.data?.canOpen) {
    return (
      <Container size="sm" py="xl">
        {back}
        <Alert color="gray" mt="md">
          {state.data?.ineligibility
            ? t(`panel.ineligible.${state.data.ineligibility}`, {
                date: state.data.openUntil
                  ? formatDate(state.data.openUntil, lang, { dateStyle: 'long' })
                  : '',
              })
            : formErrorText(state.error, t, lang, 'errors:NOT_FOUND')}
        </Alert>
      </Container>
    );
  }

  const submit = () => {
    const asked = amount === null || amount === '' ? max : halalasOf(Number(amount));
    if (asked === null || asked <= 0 || asked > max) {
      setAmountError(t('form.amountInvalid', { max: formatMoney(max, lang) }));
      return;
    }
    setAmountError(null);
    open.mutate(
      { reason, description: description.trim(), amountHalalas: asked },
      {
        onSuccess: async (dispute) => {
          // Photos go one by one once the dispute exists; a refused one leaves the dispute opened.
          setIsUploading(true);
          let hasFailed = false;
          for (const file of photos.slice(0, disputeRules.maxPhotosPerSide)) {
            try {
              await uploadToEndpoint(disputesEndpoints.addBuyerDisputePhoto, file, {
                params: { id: dispute.id },
              });
            } catch {
              hasFailed = true;
            }
          }
          setIsUploading(false);
          void navigate(disputePath(dispute.id), { state: { photosFailed: hasFailed } });
        },
      },
    );
  };

  return (
    <Container size="sm" py="xl">
      {back}
      <Title order={1} size="h2" mt="md">
        {orderNumber ? t('form.heading', { number: orderNumber }) : t('page.newTitle')}
      </Title>
      <Paper withBorder p="md" mt="md">
        <Stack gap="md">
          <Radio.Group
            label={t('form.reason')}
            value={reason}
            onChange={(value) => setReason(value as DisputeReason)}
          >
            <Stack gap="xs" mt="xs">
              {disputeReasons.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={t(`reason.${value}`)}
                  styles={{ body: { minHeight: 44, alignItems: 'center' } }}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('form.description')}
            description={t('form.descriptionHint')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            maxLength={disputeRules.maxDescriptionLength}
            autosize
            minRows={4}
            required
          />
          <NumberInput
            label={t('form.amount')}
            description={t('form.amountHint', { max: formatMoney(max, lang) })}
            placeholder={String(riyalsOf(max))}
            value={amount ?? ''}
            onChange={setAmount}
            min={0.01}
            max={riyalsOf(max)}
            decimalScale={2}
            error={amountError}
          />
          <FileInput
            label={t('form.photos')}
            description={t('form.photosHint')}
            accept="image/jpeg,image/png,image/webp"
            multiple
            clearable
            value={photos}
            onChange={(files) => setPhotos(files.slice(0, disputeRules.maxPhotosPerSide))}
          />
          {open.isError && <Alert color="red">{formErrorText(open.error, t, lang)}</Alert>}
          <Button
            onClick={submit}
            loading={open.isPending || isUploading}
            disabled={description.trim() === ''}
            mih={44}
          >
            {t('form.submit')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
