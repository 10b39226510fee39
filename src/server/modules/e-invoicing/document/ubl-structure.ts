import { childElements, type XmlElement } from './xml-tree.js';

/**
 * The order and cardinality of the UBL 2.1 elements Tawrid's documents use, written from the OASIS UBL
 * 2.1 schemas (maindoc/UBL-Invoice-2.1.xsd and common/UBL-CommonAggregateComponents-2.1.xsd): each
 * aggregate lists its children in schema order — `?` optional, `*` any number, `+` at least one,
 * nothing: exactly one. Elements outside these aggregates (the signature inside UBLExtensions, basic
 * components) are not walked. No maintained npm package ships the XSDs, so this is the checked subset.
 */
const aggregates: Record<string, string> = {
  Invoice:
    'ext:UBLExtensions? cbc:UBLVersionID? cbc:CustomizationID? cbc:ProfileID? cbc:ProfileExecutionID? cbc:ID cbc:CopyIndicator? ' +
    'cbc:UUID? cbc:IssueDate cbc:IssueTime? cbc:DueDate? cbc:InvoiceTypeCode? cbc:Note* cbc:TaxPointDate? cbc:DocumentCurrencyCode? ' +
    'cbc:TaxCurrencyCode? cbc:PricingCurrencyCode? cbc:PaymentCurrencyCode? cbc:PaymentAlternativeCurrencyCode? cbc:AccountingCostCode? ' +
    'cbc:AccountingCost? cbc:LineCountNumeric? cbc:BuyerReference? cac:InvoicePeriod* cac:OrderReference? cac:BillingReference* ' +
    'cac:DespatchDocumentReference* cac:ReceiptDocumentReference* cac:StatementDocumentReference* cac:OriginatorDocumentReference* ' +
    'cac:ContractDocumentReference* cac:AdditionalDocumentReference* cac:ProjectReference* cac:Signature* cac:AccountingSupplierParty ' +
    'cac:AccountingCustomerParty cac:PayeeParty? cac:BuyerCustomerParty? cac:SellerSupplierParty? cac:TaxRepresentativeParty? ' +
    'cac:Delivery* cac:DeliveryTerms? cac:PaymentMeans* cac:PaymentTerms* cac:PrepaidPayment* cac:AllowanceCharge* ' +
    'cac:TaxExchangeRate? cac:PricingExchangeRate? cac:PaymentExchangeRate? cac:PaymentAlternativeExchangeRate? cac:TaxTotal* ' +
    'cac:WithholdingTaxTotal* cac:LegalMonetaryTotal cac:InvoiceLine+',
  'ext:UBLExtensions': 'ext:UBLExtension+',
  BillingReference:
    'cac:InvoiceDocumentReference? cac:SelfBilledInvoiceDocumentReference? cac:CreditNoteDocumentReference? ' +
    'cac:SelfBilledCreditNoteDocumentReference? cac:DebitNoteDocumentReference? cac:ReminderDocumentReference? ' +
    'cac:AdditionalDocumentReference? cac:BillingReferenceLine*',
  DocumentReference:
    'cbc:ID cbc:CopyIndicator? cbc:UUID? cbc:IssueDate? cbc:IssueTime? cbc:DocumentTypeCode? cbc:DocumentType? cbc:XPath* ' +
    'cbc:LanguageID? cbc:LocaleCode? cbc:VersionID? cbc:DocumentStatusCode? cbc:DocumentDescription* cac:Attachment? ' +
    'cac:ValidityPeriod? cac:IssuerParty? cac:ResultOfVerification?',
  Attachment: 'cbc:EmbeddedDocumentBinaryObject? cac:ExternalReference?',
  Signature:
    'cbc:ID cbc:Note* cbc:ValidationDate? cbc:ValidationTime? cbc:ValidatorID? cbc:CanonicalizationMethod? cbc:SignatureMethod? ' +
    'cac:SignatoryParty? cac:DigitalSignatureAttachment? cac:OriginalDocumentReference?',
  SupplierParty:
    'cbc:CustomerAssignedAccountID? cbc:AdditionalAccountID* cbc:DataSendingCapability? cac:Party? cac:DespatchContact? ' +
    'cac:AccountingContact? cac:SellerContact?',
  CustomerParty:
    'cbc:CustomerAssignedAccountID? cbc:SupplierAssignedAccountID? cbc:AdditionalAccountID* cac:Party? cac:DeliveryContact? ' +
    'cac:AccountingContact? cac:BuyerContact?',
  Party:
    'cbc:MarkCareIndicator? cbc:MarkAttentionIndicator? cbc:WebsiteURI? cbc:LogoReferenceID? cbc:EndpointID? ' +
    'cbc:IndustryClassificationCode? cac:PartyIdentification* cac:PartyName* cac:Language? cac:PostalAddress? ' +
    'cac:PhysicalLocation? cac:PartyTaxScheme* cac:PartyLegalEntity* cac:Contact? cac:Person* cac:AgentParty? ' +
    'cac:ServiceProviderParty* cac:PowerOfAttorney* cac:FinancialAccount?',
  PartyIdentification: 'cbc:ID',
  Address:
    'cbc:ID? cbc:AddressTypeCode? cbc:AddressFormatCode? cbc:Postbox? cbc:Floor? cbc:Room? cbc:StreetName? ' +
    'cbc:AdditionalStreetName? cbc:BlockName? cbc:BuildingName? cbc:BuildingNumber? cbc:InhouseMail? cbc:Department? ' +
    'cbc:MarkAttention? cbc:MarkCare? cbc:PlotIdentification? cbc:CitySubdivisionName? cbc:CityName? cbc:PostalZone? ' +
    'cbc:CountrySubentity? cbc:CountrySubentityCode? cbc:Region? cbc:District? cbc:TimezoneOffset? cac:AddressLine* ' +
    'cac:Country? cac:LocationCoordinate*',
  Country: 'cbc:IdentificationCode? cbc:Name?',
  PartyTaxScheme:
    'cbc:RegistrationName? cbc:CompanyID? cbc:TaxLevelCode? cbc:ExemptionReasonCode? cbc:ExemptionReason* ' +
    'cac:RegistrationAddress? cac:TaxScheme',
  TaxScheme: 'cbc:ID? cbc:Name? cbc:TaxTypeCode? cbc:CurrencyCode? cac:JurisdictionRegionAddress*',
  PartyLegalEntity:
    'cbc:RegistrationName? cbc:CompanyID? cbc:RegistrationDate? cbc:RegistrationExpirationDate? cbc:CompanyLegalFormCode? ' +
    'cbc:CompanyLegalForm? cbc:SoleProprietorshipIndicator? cbc:CompanyLiquidationStatusCode? cbc:CorporateStockAmount? ' +
    'cbc:FullyPaidSharesIndicator? cac:RegistrationAddress? cac:CorporateRegistrationScheme? cac:HeadOfficeParty? ' +
    'cac:ShareholderParty*',
  Delivery:
    'cbc:ID? cbc:Quantity? cbc:MinimumQuantity? cbc:MaximumQuantity? cbc:ActualDeliveryDate? cbc:ActualDeliveryTime? ' +
    'cbc:LatestDeliveryDate? cbc:LatestDeliveryTime? cbc:ReleaseID? cbc:TrackingID? cac:DeliveryAddress? ' +
    'cac:DeliveryLocation? cac:AlternativeDeliveryLocation? cac:RequestedDeliveryPeriod? cac:PromisedDeliveryPeriod? ' +
    'cac:EstimatedDeliveryPeriod? cac:CarrierParty? cac:DeliveryParty? cac:NotifyParty* cac:Despatch? cac:DeliveryTerms* ' +
    'cac:MinimumDeliveryUnit? cac:MaximumDeliveryUnit? cac:Shipment?',
  PaymentMeans:
    'cbc:ID? cbc:PaymentMeansCode cbc:PaymentDueDate? cbc:PaymentChannelCode? cbc:InstructionID? cbc:InstructionNote* ' +
    'cbc:PaymentID* cac:CardAccount? cac:PayerFinancialAccount? cac:PayeeFinancialAccount? cac:CreditAccount? ' +
    'cac:PaymentMandate? cac:TradeFinancing?',
  TaxTotal:
    'cbc:TaxAmount cbc:RoundingAmount? cbc:TaxEvidenceIndicator? cbc:TaxIncludedIndicator? cac:TaxSubtotal*',
  TaxSubtotal:
    'cbc:TaxableAmount? cbc:TaxAmount cbc:CalculationSequenceNumeric? cbc:TransactionCurrencyTaxAmount? cbc:Percent? ' +
    'cbc:BaseUnitMeasure? cbc:PerUnitAmount? cbc:TierRange? cbc:TierRatePercent? cac:TaxCategory',
  TaxCategory:
    'cbc:ID? cbc:Name? cbc:Percent? cbc:BaseUnitMeasure? cbc:PerUnitAmount? cbc:TaxExemptionReasonCode? ' +
    'cbc:TaxExemptionReason* cbc:TierRange? cbc:TierRatePercent? cac:TaxScheme',
  MonetaryTotal:
    'cbc:LineExtensionAmount? cbc:TaxExclusiveAmount? cbc:TaxInclusiveAmount? cbc:AllowanceTotalAmount? ' +
    'cbc:ChargeTotalAmount? cbc:PrepaidAmount? cbc:PayableRoundingAmount? cbc:PayableAmount cbc:PayableAlternativeAmount?',
  InvoiceLine:
    'cbc:ID cbc:UUID? cbc:Note* cbc:InvoicedQuantity? cbc:LineExtensionAmount cbc:TaxPointDate? cbc:AccountingCostCode? ' +
    'cbc:AccountingCost? cbc:PaymentPurposeCode? cbc:FreeOfChargeIndicator? cac:InvoicePeriod* cac:OrderLineReference* ' +
    'cac:DespatchLineReference* cac:ReceiptLineReference* cac:BillingReference* cac:DocumentReference* ' +
    'cac:PricingReference? cac:OriginatorParty? cac:Delivery* cac:PaymentTerms* cac:AllowanceCharge* cac:TaxTotal* ' +
    'cac:WithholdingTaxTotal* cac:Item cac:Price? cac:DeliveryTerms? cac:SubInvoiceLine* cac:ItemPriceExtension?',
  Item:
    'cbc:Description* cbc:PackQuantity? cbc:PackSizeNumeric? cbc:CatalogueIndicator? cbc:Name? cbc:HazardousRiskIndicator? ' +
    'cbc:AdditionalInformation* cbc:Keyword* cbc:BrandName* cbc:ModelName* cac:BuyersItemIdentification? ' +
    'cac:SellersItemIdentification? cac:ManufacturersItemIdentification* cac:StandardItemIdentification? ' +
    'cac:CatalogueItemIdentification? cac:AdditionalItemIdentification* cac:CatalogueDocumentReference? ' +
    'cac:ItemSpecificationDocumentReference* cac:OriginCountry? cac:CommodityClassification* cac:TransactionConditions* ' +
    'cac:HazardousItem* cac:ClassifiedTaxCategory* cac:AdditionalItemProperty* cac:ManufacturerParty* ' +
    'cac:InformationContentProviderParty? cac:OriginAddress* cac:ItemInstance* cac:Certificate* cac:Dimension*',
  Price:
    'cbc:PriceAmount cbc:BaseQuantity? cbc:PriceChangeReason* cbc:PriceTypeCode? cbc:PriceType? ' +
    'cbc:OrderableUnitFactorRate? cac:ValidityPeriod* cac:PriceList? cac:AllowanceCharge* cac:PricingExchangeRate?',
};

/** Which aggregate type an element of that name has (UBL reuses types under several names). */
const typeOf: Record<string, string> = {
  Invoice: 'Invoice',
  'ext:UBLExtensions': 'ext:UBLExtensions',
  'cac:BillingReference': 'BillingReference',
  'cac:InvoiceDocumentReference': 'DocumentReference',
  'cac:AdditionalDocumentReference': 'DocumentReference',
  'cac:Attachment': 'Attachment',
  'cac:Signature': 'Signature',
  'cac:AccountingSupplierParty': 'SupplierParty',
  'cac:AccountingCustomerParty': 'CustomerParty',
  'cac:Party': 'Party',
  'cac:PartyIdentification': 'PartyIdentification',
  'cac:PostalAddress': 'Address',
  'cac:Country': 'Country',
  'cac:PartyTaxScheme': 'PartyTaxScheme',
  'cac:TaxScheme': 'TaxScheme',
  'cac:PartyLegalEntity': 'PartyLegalEntity',
  'cac:Delivery': 'Delivery',
  'cac:PaymentMeans': 'PaymentMeans',
  'cac:TaxTotal': 'TaxTotal',
  'cac:TaxSubtotal': 'TaxSubtotal',
  'cac:TaxCategory': 'TaxCategory',
  'cac:ClassifiedTaxCategory': 'TaxCategory',
  'cac:LegalMonetaryTotal': 'MonetaryTotal',
  'cac:InvoiceLine': 'InvoiceLine',
  'cac:Item': 'Item',
  'cac:Price': 'Price',
};

interface Slot {
  name: string;
  min: number;
  max: number;
}
const parsed = new Map<string, Slot[]>(
  Object.entries(aggregates).map(([type, spec]) => [
    type,
    spec.split(/\s+/).map((token) => {
      const mark = token.at(-1);
      const name = mark === '?' || mark === '*' || mark === '+' ? token.slice(0, -1) : token;
      return {
        name,
        min: mark === '?' || mark === '*' ? 0 : 1,
        max: mark === '*' || mark === '+' ? Infinity : 1,
      };
    }),
  ]),
);

/** Where the document departs from the schema's order and cardinality; empty when it keeps them. */
export function structureProblems(root: XmlElement): string[] {
  const problems: string[] = [];
  if (root.name !== 'Invoice') return [`the root element is ${root.name}, not Invoice`];
  const walk = (element: XmlElement, path: string) => {
    const type = typeOf[element.name];
    const slots = type === undefined ? undefined : parsed.get(type);
    if (!slots) return;
    const counts = slots.map(() => 0);
    let slot = 0;
    for (const child of childElements(element)) {
      let found = slot;
      while (found < slots.length && slots[found]!.name !== child.name) found++;
      if (found === slots.length) {
        const known = slots.some(({ name }) => name === child.name);
        problems.push(
          `${path}/${child.name} ${known ? 'is out of the schema order' : 'is not allowed here'}`,
        );
        continue;
      }
      slot = found;
      counts[slot]!++;
      if (counts[slot]! > slots[slot]!.max)
        problems.push(`${path}/${child.name} appears more than ${slots[slot]!.max} time(s)`);
      walk(child, `${path}/${child.name}`);
    }
    slots.forEach(({ name, min }, index) => {
      if (counts[index]! < min) problems.push(`${path}/${name} is missing`);
    });
  };
  walk(root, '/Invoice');
  return problems;
}
