import { useMemo } from 'react';
import { useBrandName } from '../../../shared/site-config';
import { LegalDocumentView } from '../components/legal-document-view';
import { buildTermsOfService } from '../content/terms-of-service';

export function TermsOfServicePage() {
  const brandName = useBrandName();
  const legalDocument = useMemo(() => buildTermsOfService(brandName), [brandName]);
  return <LegalDocumentView legalDocument={legalDocument} />;
}
