import { Box, Button, Center, Group, Image, Loader, Paper, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { documentFileTypeOf, type TDocument } from '@harborstay/contracts';
import { useDocumentUrl } from '../api/document-url';
import { PdfView } from './pdf-view';

/** The spec's preview pane (section 2): 700 px high, the chosen PDF drawn in the page, images as images. */
export const PREVIEW_HEIGHT = 700;

export function DocumentPreview({
  propertyId,
  document,
  onOpen,
}: {
  propertyId: number;
  document: TDocument | null;
  onOpen: (document: TDocument) => void;
}) {
  const address = useDocumentUrl(propertyId, document?.id ?? null);
  const url = address.data?.url;
  const preview = document && documentFileTypeOf(document.mime_type)?.preview;
  return (
    <Paper
      withBorder
      radius="lg"
      h={PREVIEW_HEIGHT}
      style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      data-testid="document-preview"
      aria-label="Preview"
      component="section"
    >
      <Group
        justify="space-between"
        wrap="nowrap"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Title order={2} fz="md" lineClamp={1} style={{ minWidth: 0 }}>
          {document ? document.name : 'Preview'}
        </Title>
        {document && (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconExternalLink size={16} aria-hidden />}
            onClick={() => onOpen(document)}
            style={{ flexShrink: 0 }}
          >
            Open in new tab
          </Button>
        )}
      </Group>
      {/* Focusable, so that the pages can be scrolled from the keyboard too. */}
      <Box p="sm" style={{ flex: 1, overflow: 'auto' }} bg="var(--mantine-color-gray-1)" tabIndex={0}>
        {!document ? (
          <Center h="100%">
            <Text c="dimmed">Choose a document to preview it here.</Text>
          </Center>
        ) : !url ? (
          <Center h="100%">
            {address.isError ? (
              <Text c="dimmed">The preview could not be shown.</Text>
            ) : (
              <Loader size="sm" aria-label="Loading the preview" />
            )}
          </Center>
        ) : preview === 'image' ? (
          <Image src={url} alt={document.name} fit="contain" mah="100%" />
        ) : preview === 'pdf' ? (
          <PdfView key={url} url={url} name={document.name} />
        ) : (
          <Center h="100%">
            <Text c="dimmed">This file cannot be previewed. Open it in a new tab.</Text>
          </Center>
        )}
      </Box>
    </Paper>
  );
}
