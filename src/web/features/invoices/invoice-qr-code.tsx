import { Box, Image } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const size = 160;

/** The ZATCA phase-1 QR code (saudi.md): the invoice's Base64 TLV text drawn as an SVG image. */
export function InvoiceQrCode({ text }: { text: string }) {
  const { t } = useTranslation('invoices');
  const [source, setSource] = useState<{ text: string; url: string } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }).then((svg) => {
      if (isCurrent) setSource({ text, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      isCurrent = false;
    };
  }, [text]);

  // Same box while drawing, so the page does not jump.
  if (source?.text !== text) return <Box w={size} h={size} />;
  return <Image src={source.url} alt={t('details.qrAlt')} w={size} h={size} data-testid="invoice-qr" />;
}
