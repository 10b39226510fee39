// Issue 24: the document functions the module calls, from the document library.
export {
  buildCsr,
  buildInvoiceXml,
  firstPreviousHash,
  generateUnitKeys,
  openSecret,
  readCertificate,
  sealSecret,
  stampInvoice,
} from './document/index.js';
