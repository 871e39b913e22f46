import { Anchor, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { TDocument } from '@harborstay/contracts';

/** The list (spec section 2): name, type, date and notes; a name opens the file in a new tab. */
export function DocumentsTable({
  documents,
  selectedId,
  onPreview,
  onOpen,
}: {
  documents: readonly TDocument[];
  selectedId: number | null;
  onPreview: (document: TDocument) => void;
  onOpen: (document: TDocument) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Documents">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Notes</Table.Th>
            <Table.Th>
              <VisuallyHidden>Preview</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => {
            const isSelected = document.id === selectedId;
            return (
              <Table.Tr
                key={document.id}
                bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}
                aria-selected={isSelected}
                data-testid="document-row"
                // A tap anywhere on the row previews it too: on a phone the Preview column sits off-screen.
                onClick={() => onPreview(document)}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(document);
                    }}
                    fw={600}
                    ta="left"
                    title="Open in a new tab"
                  >
                    {document.name}
                    <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: -2 }} />
                  </Anchor>
                </Table.Td>
                <Table.Td>{document.type}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{document.date}</Table.Td>
                <Table.Td>
                  <Text size="sm" c={document.notes ? undefined : 'dimmed'} lineClamp={2}>
                    {document.notes || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant={isSelected ? 'filled' : 'light'}
                    onClick={(event) => {
                      event.stopPropagation();
                      onPreview(document);
                    }}
                    aria-label={`Preview ${document.name}`}
                    aria-pressed={isSelected}
                  >
                    Preview
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
