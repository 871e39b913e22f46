import { useEffect, type ReactNode } from 'react';
import { Anchor, Box, Container, Flex, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import { longDate } from '@harborstay/domain';
import { paths } from '../../../config/paths';
import { useSession } from '../../../shared/session/session-store';
import { Logo } from '../../../shared/ui/logo';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import classes from './legal-layout.module.css';

export type LegalContentsEntry = { id: string; label: string };

type LegalLayoutProps = {
  title: string;
  /** ISO date (YYYY-MM-DD). */
  effectiveDate: string;
  /** Anchor links to the sections; omitted, no table of contents is shown. */
  contents?: readonly LegalContentsEntry[];
  children: ReactNode;
};

const LEGAL_LINKS = [
  { to: paths.termsOfService.href(), label: 'Terms of Service' },
  { to: paths.managementTerms.href(), label: 'Management Agreement Terms' },
  { to: paths.privacyPolicy.href(), label: 'Privacy Policy' },
] as const;

/** The public reading frame of the legal documents: brand bar, one readable column, links between them. */
export function LegalLayout({ title, effectiveDate, contents, children }: LegalLayoutProps) {
  useDocumentTitle(title);
  useScrollToHashOnMount();
  return (
    <Box mih="100vh">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Logo size="sm" />
            <SessionLink />
          </Group>
        </Container>
      </Box>
      <Container component="main" size={760} px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 48 }}>
        <Paper withBorder radius="md" px={{ base: 'md', sm: 48 }} py={{ base: 'lg', sm: 48 }}>
          <Stack gap="xl">
            <Stack gap={6}>
              <Title order={1} fz={{ base: 28, sm: 36 }} lh={1.2}>
                {title}
              </Title>
              <Text c="gray.7">
                Effective <time dateTime={effectiveDate}>{longDate(effectiveDate)}</time>
              </Text>
            </Stack>
            {contents && contents.length > 0 && <TableOfContents entries={contents} />}
            {children}
          </Stack>
        </Paper>
        <Flex
          component="nav"
          aria-label="Legal documents"
          direction={{ base: 'column', xs: 'row' }}
          justify="center"
          align="center"
          gap={{ base: 'xs', xs: 'lg' }}
          mt="lg"
        >
          {LEGAL_LINKS.map((link) => (
            <Anchor key={link.to} component={NavLink} to={link.to} fz="sm" className={classes.relatedLink}>
              {link.label}
            </Anchor>
          ))}
        </Flex>
      </Container>
    </Box>
  );
}

/** A signed-in owner goes back to the portal; anyone else may sign in. */
function SessionLink() {
  const isSignedIn = useSession() !== null;
  return (
    <Anchor component={Link} to={isSignedIn ? paths.owner.dashboard.href() : paths.login.href()} fw={600}>
      {isSignedIn ? 'My dashboard' : 'Sign in'}
    </Anchor>
  );
}

function TableOfContents({ entries }: { entries: readonly LegalContentsEntry[] }) {
  return (
    <Paper component="nav" aria-labelledby="legal-contents-label" bg="gray.0" radius="md" p="md">
      <Text id="legal-contents-label" fw={700} mb="xs">
        Contents
      </Text>
      <List listStyleType="none" spacing={6} className={classes.contentsList}>
        {entries.map((entry) => (
          <List.Item key={entry.id}>
            <Anchor href={`#${entry.id}`} fz="sm">
              {entry.label}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

/**
 * The pages are lazy-loaded, so when someone opens a deep link such as /terms/#arbitration the browser
 * looks for the fragment before the section exists; jump to it once it does.
 */
function useScrollToHashOnMount() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}
