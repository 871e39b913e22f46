import { paths } from '../../../config/paths';
import { LinkTabs } from './link-tabs';

/** The four pages of one property (spec section 2, 'Property sub-navigation'). */
export function PropertySubNav({ propertyId }: { propertyId: number }) {
  const tabs = [
    { label: 'Property Info', route: paths.owner.propertyDetails },
    { label: 'Documents', route: paths.owner.propertyDocuments },
    { label: 'Calendar', route: paths.owner.propertyCalendar },
    { label: 'Property Care', route: paths.owner.propertyCare },
  ].map(({ label, route }) => {
    const href = route.href(propertyId);
    return { label, href, isActive: (pathname: string) => pathname.replace(/\/$/, '') === href };
  });
  return <LinkTabs label="Property pages" tabs={tabs} />;
}
