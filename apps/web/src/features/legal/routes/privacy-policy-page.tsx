import { useMemo } from 'react';
import { useBrandName } from '../../../shared/site-config';
import { LegalDocumentView } from '../components/legal-document-view';
import { buildPrivacyPolicy } from '../content/privacy-policy';

export function PrivacyPolicyPage() {
  const brandName = useBrandName();
  const legalDocument = useMemo(() => buildPrivacyPolicy(brandName), [brandName]);
  return <LegalDocumentView legalDocument={legalDocument} />;
}
