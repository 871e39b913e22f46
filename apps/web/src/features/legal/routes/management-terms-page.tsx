import { useMemo } from 'react';
import { useBrandName } from '../../../shared/site-config';
import { LegalDocumentView } from '../components/legal-document-view';
import { buildManagementTerms } from '../content/management-terms';

export function ManagementTermsPage() {
  const brandName = useBrandName();
  const legalDocument = useMemo(() => buildManagementTerms(brandName), [brandName]);
  return <LegalDocumentView legalDocument={legalDocument} />;
}
