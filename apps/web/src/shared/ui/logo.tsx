import { Link } from 'react-router';
import { useBrandName } from '../site-config';
import classes from './logo.module.css';

type LogoProps = {
  to?: string;
  size?: 'sm' | 'md' | 'lg';
  inverted?: boolean;
  /** On a phone the top bar has no room for the name: the mark alone, named for screen readers. */
  isNameHiddenOnPhone?: boolean;
};

const MARK_PX = { sm: 28, md: 34, lg: 44 } as const;

/** The brand mark and name; a link to the landing page unless told otherwise. */
export function Logo({ to = '/', size = 'md', inverted = false, isNameHiddenOnPhone = false }: LogoProps) {
  const brandName = useBrandName();
  return (
    <Link
      to={to}
      className={`${classes.logo} mantine-focus-auto`}
      aria-label={isNameHiddenOnPhone ? brandName : undefined}
    >
      <LogoMark size={MARK_PX[size]} />
      <span
        className={classes.name}
        data-size={size}
        data-inverted={inverted || undefined}
        data-hidden-on-phone={isNameHiddenOnPhone || undefined}
      >
        {brandName}
      </span>
    </Link>
  );
}

export function LogoMark({ size }: { size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={classes.mark}
    >
      <rect width="64" height="64" rx="14" fill="#0b4f6c" />
      <path
        d="M14 40c6 0 6-4 12-4s6 4 12 4 6-4 12-4"
        stroke="#fff"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M20 31V21l12-8 12 8v10" stroke="#f2b134" strokeWidth="4" fill="none" strokeLinejoin="round" />
    </svg>
  );
}
