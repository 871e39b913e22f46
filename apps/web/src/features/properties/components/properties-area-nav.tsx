import { paths } from '../../../config/paths';
import { LinkTabs } from './link-tabs';

const TABS = [
  {
    label: 'Properties',
    href: paths.owner.properties.href(),
    isActive: (pathname: string) => pathname.startsWith(paths.owner.properties.path),
  },
  {
    label: 'Co-owners',
    href: paths.owner.coOwners.href(),
    isActive: (pathname: string) => pathname.startsWith(paths.owner.coOwners.path),
  },
] as const;

/** The properties area: the property list and the co-owners page. */
export function PropertiesAreaNav() {
  return <LinkTabs label="Properties area" tabs={TABS} />;
}
