import { DocumentPage } from '../../components/document-page';

export default function TermsOfServicePage() {
  return <DocumentPage namespace="terms" />;
}
