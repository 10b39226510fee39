import { DocumentPage } from '../../components/document-page';

export default function AboutUsPage() {
  return <DocumentPage namespace="about" />;
}
