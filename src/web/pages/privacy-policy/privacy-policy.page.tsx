import { DocumentPage } from '../../components/document-page';

export default function PrivacyPolicyPage() {
  return <DocumentPage namespace="privacy" />;
}
