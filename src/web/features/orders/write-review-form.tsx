import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Container,
  Group,
  Input,
  Paper,
  Rating,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Order } from '../../../contract/orders/orders.schemas';
import { ApiError } from '../../lib/api-client';
import { fieldErrorText, formErrorText } from '../../lib/form-errors';
import { PageSpinner } from '../../components/page-spinner';
import { CharacterCount } from '../../components/character-count';
import {
  ReviewFormSchema,
  toWriteReviewBody,
  type ReviewFormOutput,
  type ReviewFormValues,
} from './review-form-schema';
import { orderPath, useOrder, useWriteReview } from './use-orders';
import { useNameIn } from '../../components/localized-text';

const maxText = 1000;

/** A star rating with its label and error, as a form field. */
function StarsField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
}) {
  const { t } = useTranslation('orders');
  return (
    <Input.Wrapper label={label} error={error}>
      <Group gap="sm" mt={4}>
        <Rating value={value} onChange={onChange} size="lg" aria-label={label} />
        <Text size="sm" c="dimmed" aria-hidden>
          {t('review.stars', { count: value })}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}

/** The form once the order is known to be reviewable. */
function ReviewForm({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const nameIn = useNameIn();
  const navigate = useNavigate();
  const write = useWriteReview(order.id);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReviewFormValues, unknown, ReviewFormOutput>({
    resolver: zodResolver(ReviewFormSchema),
    defaultValues: {
      supplier: { rating: 0, text: '' },
      items: order.items.map((item) => ({ productId: item.productId, rating: 0, text: '' })),
    },
  });
  const errorText = (message: string | undefined) => fieldErrorText(t, message);

  const submit = handleSubmit((values) => {
    setFormError(null);
    write.mutate(toWriteReviewBody(values), {
      onSuccess: () => void navigate(orderPath('buyer', order.id)),
      onError: (error) => setFormError(formErrorText(error, t, i18n.language)),
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg" mt="lg">
        <Paper withBorder p="md">
          <Title order={2} size="h4">
            {t('review.company')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('review.companyHint', { supplier: order.supplier.businessName })}
          </Text>
          <Stack gap="sm" mt="md">
            <Controller
              control={control}
              name="supplier.rating"
              render={({ field }) => (
                <StarsField
                  label={t('review.ratingOf', { name: order.supplier.businessName })}
                  value={field.value}
                  onChange={field.onChange}
                  error={errorText(errors.supplier?.rating?.message)}
                />
              )}
            />
            <Textarea
              label={t('review.text')}
              autosize
              minRows={3}
              {...register('supplier.text')}
              error={errorText(errors.supplier?.text?.message)}
              description={<CharacterCount control={control} name="supplier.text" max={maxText} />}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
          </Stack>
        </Paper>

        <Paper withBorder p="md">
          <Title order={2} size="h4">
            {t('review.products')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('review.productsHint')}
          </Text>
          <Stack gap="lg" mt="md">
            {order.items.map((item, index) => (
              <Stack key={item.productId} gap="sm" data-testid="review-item">
                <Controller
                  control={control}
                  name={`items.${index}.rating`}
                  render={({ field }) => (
                    <StarsField
                      label={t('review.ratingOf', { name: nameIn(item) })}
                      value={field.value}
                      onChange={field.onChange}
                      error={errorText(errors.items?.[index]?.rating?.message)}
                    />
                  )}
                />
                <Textarea
                  label={t('review.textOf', { name: nameIn(item) })}
                  autosize
                  minRows={2}
                  {...register(`items.${index}.text`)}
                  error={errorText(errors.items?.[index]?.text?.message)}
                  description={
                    <CharacterCount control={control} name={`items.${index}.text`} max={maxText} />
                  }
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                />
              </Stack>
            ))}
          </Stack>
        </Paper>

        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button component={Link} to={orderPath('buyer', order.id)} variant="default">
            {t('review.cancel')}
          </Button>
          <Button type="submit" loading={write.isPending}>
            {t('review.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * `/buyer/review/write-review?orderId=` (spec §2, §4): the buyer rates the supplier and each ordered
 * product (stars and an optional comment) of a completed order, once; then goes back to the order.
 */
export function WriteReviewForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const query = useOrder('buyer', orderId);
  const order = query.data;

  let blocked: string | null = null;
  if (orderId === '') blocked = t('review.missingOrder');
  else if (query.isError)
    blocked =
      query.error instanceof ApiError && query.error.code === 'NOT_FOUND'
        ? t('details.notFound')
        : t('details.loadFailed');
  else if (order && order.status !== 'COMPLETED') blocked = t('review.notAllowed');
  else if (order?.review) blocked = t('review.alreadyWritten');

  return (
    <Container size="sm" py="xl">
      <Title order={1}>{t('page.writeReviewTitle')}</Title>
      {order && (
        <Text c="dimmed" mt="xs">
          {t('review.lead', { number: order.number, supplier: order.supplier.businessName })}
        </Text>
      )}
      {blocked ? (
        <Paper withBorder p="lg" mt="lg" role="alert">
          <Text>{blocked}</Text>
          <Button
            component={Link}
            to={order ? orderPath('buyer', order.id) : '/buyer/orders'}
            variant="light"
            mt="md"
          >
            {order ? t('review.cancel') : t('details.back')}
          </Button>
        </Paper>
      ) : order ? (
        <ReviewForm order={order} />
      ) : (
        <PageSpinner />
      )}
    </Container>
  );
}
