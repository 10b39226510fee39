/**
 * What the sandbox Fatoora and the fake ZATCA server read in a submitted document: only the few fields
 * ZATCA routes and chains it by (the document helper's `validateEInvoice` checks the whole of it). Read
 * with patterns over the XML Tawrid emits, where each of these elements appears once.
 */
export interface FatooraDocumentFacts {
  uuid: string | null;
  /** From `cbc:InvoiceTypeCode/@name`: 01… standard (cleared), 02… simplified (reported). */
  transaction: 'STANDARD' | 'SIMPLIFIED' | null;
  /** 388 invoice, 381 credit note, 383 debit note. */
  typeCode: string | null;
  /** The invoice counter value (KSA-16): `AdditionalDocumentReference` ICV's `cbc:UUID`. */
  counter: number | null;
  /** The previous invoice hash (KSA-13): `AdditionalDocumentReference` PIH's embedded object. */
  previousHash: string | null;
  /** The certificate (Base64 DER) in the XAdES signature's KeyInfo; null when unsigned. */
  signingCertificate: string | null;
}

/** The XML of a submission's `invoice` (Base64); null when it is not Base64 of an XML document. */
export function decodeInvoice(invoice: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(invoice)) return null;
  const xml = Buffer.from(invoice, 'base64').toString('utf8');
  return xml.trimStart().startsWith('<') ? xml : null;
}

/** The text of the document reference with this `cbc:ID` (ICV, PIH, QR): the element after the ID. */
function referenceText(xml: string, id: string, element: string): string | null {
  const pattern = new RegExp(
    `<cac:AdditionalDocumentReference>\\s*<cbc:ID>${id}</cbc:ID>[\\s\\S]*?<cbc:${element}[^>]*>([^<]*)</cbc:${element}>`,
  );
  return pattern.exec(xml)?.[1]?.trim() ?? null;
}

export function documentFacts(xml: string): FatooraDocumentFacts {
  // The document's own UUID is the cbc:UUID directly under Invoice, before any document reference.
  const header = xml.split('<cac:AdditionalDocumentReference>')[0] ?? xml;
  const uuid = /<cbc:UUID>([^<]+)<\/cbc:UUID>/.exec(header)?.[1]?.trim() ?? null;
  const typeMatch =
    /<cbc:InvoiceTypeCode[^>]*\bname="(\d{7})"[^>]*>\s*(\d{3})\s*<\/cbc:InvoiceTypeCode>/.exec(xml);
  const subtype = typeMatch?.[1];
  const counterText = referenceText(xml, 'ICV', 'UUID');
  const counter = counterText && /^\d+$/.test(counterText) ? Number(counterText) : null;
  return {
    uuid,
    transaction: subtype?.startsWith('01') ? 'STANDARD' : subtype?.startsWith('02') ? 'SIMPLIFIED' : null,
    typeCode: typeMatch?.[2] ?? null,
    counter,
    previousHash: referenceText(xml, 'PIH', 'EmbeddedDocumentBinaryObject'),
    signingCertificate:
      /<ds:X509Certificate>([^<]+)<\/ds:X509Certificate>/.exec(xml)?.[1]?.replace(/\s+/g, '') ?? null,
  };
}
