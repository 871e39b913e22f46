import { ActionIcon, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useIsBelow } from '../../../shared/ui/use-is-below';
import { formatShortDate } from '../../../shared/format/dates';
import { DocumentCards, type DocumentListProps } from './document-cards';
import { DocumentNameLink } from './document-name-link';

/**
 * The list (spec section 2): name, date and notes, a name opening the file in a new tab; a card a
 * document on a phone. No Type column: the list always shows one type, the filter's.
 */
export function DocumentsTable(props: DocumentListProps) {
  const isPhone = useIsBelow('sm');
  return isPhone ? <DocumentCards {...props} /> : <DocumentsGrid {...props} />;
}

function DocumentsGrid({ documents, selectedId, onPreview, onOpen }: DocumentListProps) {
  return (
    <Table.ScrollContainer minWidth={480} type="native">
      <Table highlightOnHover verticalSpacing="sm" aria-label="Documents">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
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
                // A tap anywhere on the row previews it too.
                onClick={() => onPreview(document)}
                style={{ cursor: 'pointer' }}
              >
                {/* Room for a usual name on one line, before the notes take the rest. */}
                <Table.Td miw={320}>
                  <DocumentNameLink document={document} onOpen={onOpen} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatShortDate(document.date)}</Table.Td>
                <Table.Td miw={140}>
                  <Text size="sm" c={document.notes ? undefined : 'dimmed'} lineClamp={2}>
                    {document.notes || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {/* An eye rather than a word: the names keep one line beside the preview (issue 26, point 9). */}
                  <ActionIcon
                    variant={isSelected ? 'filled' : 'light'}
                    onClick={(event) => {
                      event.stopPropagation();
                      onPreview(document);
                    }}
                    aria-label={`Preview ${document.name}`}
                    aria-pressed={isSelected}
                    title="Preview"
                  >
                    <IconEye size={18} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
