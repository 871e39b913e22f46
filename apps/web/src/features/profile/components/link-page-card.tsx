import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';
import { Logo } from '../../../shared/ui/logo';
import { SiteFooter } from '../../../shared/ui/site-footer';

/**
 * The page an e-mailed link opens, signed in or not (the e-mail confirmation, the unsubscribe
 * page): the logo, one card under its title, and the footer.
 */
export function LinkPageCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack mih="100vh" bg="gray.0" justify="space-between" p={{ base: 'md', sm: 'xl' }}>
      <Stack component="main" align="center" gap="lg" pt={{ base: 'md', sm: 60 }}>
        <Logo size="md" />
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 40 }} w="100%" maw={480}>
          <Stack gap="md">
            <Title order={1} fz={24}>
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Stack>
      <SiteFooter />
    </Stack>
  );
}
