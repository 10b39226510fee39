import { Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BidiText } from '../../components/bidi-text';

/**
 * The sandbox's documented test cards (README "Demo accounts and sandbox numbers"; the server's
 * `sandboxTestCards`). Keep the three in step.
 */
const testCards = [
  { number: '4111 1111 1111 1111', outcome: 'cardApprove' },
  { number: '5123 4500 0000 0008', outcome: 'cardApprove' },
  { number: '4000 0000 0000 3220', outcome: 'cardChallenge' },
  { number: '4464 0400 0000 0007', outcome: 'cardMada' },
  { number: '4000 0000 0000 0002', outcome: 'cardDecline' },
  { number: '4000 0000 0000 9995', outcome: 'cardFunds' },
] as const;

export function SandboxTestCards() {
  const { t } = useTranslation('payments');
  return (
    <section aria-labelledby="sandbox-test-cards">
      <Title order={2} size="h5" id="sandbox-test-cards">
        {t('sandbox.testCards')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('sandbox.testCardsLead')}
      </Text>
      <Table withTableBorder>
        <Table.Tbody>
          {testCards.map((card) => (
            <Table.Tr key={card.number}>
              <Table.Td ff="monospace">
                {/* Digits alone have no direction: on an Arabic page the groups would run right to left. */}
                <BidiText dir="ltr">{card.number}</BidiText>
              </Table.Td>
              <Table.Td>{t(`sandbox.${card.outcome}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed" mt="xs">
        {t('sandbox.cardOther')}
      </Text>
    </section>
  );
}
