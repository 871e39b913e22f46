import { Button, Card, Group, Stack } from '@mantine/core';
import type { TDocument } from '@harborstay/contracts';
import { CardField, CardFields } from '../../../shared/ui/card-fields';
import { formatShortDate } from '../../../shared/format/dates';
import { DocumentNameLink } from './document-name-link';

export type DocumentListProps = {
  documents: readonly TDocument[];
  selectedId: number | null;
  onPreview: (document: TDocument) => void;
  onOpen: (document: TDocument) => void;
};

/** The documents on a phone: a card a document, its date, notes and Preview on screen. */
export function DocumentCards({ documents, selectedId, onPreview, onOpen }: DocumentListProps) {
  return (
    <Stack component="ul" aria-label="Documents" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {documents.map((document) => {
        const isSelected = document.id === selectedId;
        return (
          <Card
            key={document.id}
            component="li"
            withBorder
            radius="lg"
            padding="md"
            bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}
            data-testid="document-row"
          >
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <DocumentNameLink document={document} onOpen={onOpen} />
                <Button
                  size="compact-sm"
                  variant={isSelected ? 'filled' : 'light'}
                  onClick={() => onPreview(document)}
                  aria-label={`Preview ${document.name}`}
                  aria-pressed={isSelected}
                  style={{ flexShrink: 0 }}
                >
                  Preview
                </Button>
              </Group>
              <CardFields cols={2}>
                <CardField label="Date">{formatShortDate(document.date)}</CardField>
                <CardField label="Notes" isDimmed={!document.notes}>
                  {document.notes || '—'}
                </CardField>
              </CardFields>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
