import { useState } from 'react';
import { Button, Grid, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import { messages, type TDocument } from '@harborstay/contracts';
import { parsePropertyId } from '../../../shared/property/current-property';
import { LoadError } from '../../../shared/ui/load-error';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { EmptyListNotice } from '../../../shared/ui/empty-list-notice';
import { getDocumentUrl } from '../api/document-url';
import { useDocuments } from '../api/list-documents';
import { DocumentFilters } from '../components/document-filters';
import { DocumentPreview } from '../components/document-preview';
import { DocumentsTable } from '../components/documents-table';
import { UploadDialog } from '../components/upload-dialog';
import { UploadProgress } from '../components/upload-progress';
import { dateFiltersOf, filtersFromSearch, searchOfFilters, type DocumentFilterValues } from '../lib/filters';
import { useUploadStatus } from '../lib/use-upload-status';

/**
 * Opens a document's file in a new tab through a fresh signed address. The tab is opened at the
 * click, before the address arrives, so that no popup blocker takes it for an unasked window.
 */
async function openInNewTab(propertyId: number, document: TDocument) {
  const tab = window.open('', '_blank');
  try {
    const { url } = await getDocumentUrl(propertyId, document.id);
    if (!tab) {
      window.open(url, '_blank', 'noopener');
      return;
    }
    tab.opener = null;
    tab.location.href = url;
  } catch (error) {
    tab?.close();
    console.error('could not open the document', error);
  }
}

/** /owner/property-document/{id}: shown inside PropertyLayout, which handles foreign ids. */
export function DocumentsPage() {
  useDocumentTitle('Documents');
  const propertyId = parsePropertyId(useParams().id);
  // The filters live in the address: the statement e-mail links to a type, year and month, and
  // Back, a reload or a shared link shows the same list (decision 0090).
  const [search, setSearch] = useSearchParams();
  const currentYear = new Date().getFullYear();
  const filters = filtersFromSearch(search, currentYear);
  const setFilters = (next: DocumentFilterValues) => setSearch(searchOfFilters(next), { replace: true });
  const { hasYear, hasMonth } = dateFiltersOf(filters.type);
  const documents = useDocuments(propertyId, {
    type: filters.type,
    ...(hasYear && filters.year !== null ? { year: filters.year } : {}),
    ...(hasMonth && filters.month !== null ? { month: filters.month } : {}),
  });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const uploadStatus = useUploadStatus();

  const list = documents.data ?? [];
  const selected = list.find((document) => document.id === selectedId) ?? list[0] ?? null;
  const open = (document: TDocument) => propertyId !== null && void openInNewTab(propertyId, document);

  const handleUploaded = (document: TDocument) => {
    setDialogOpen(false);
    // Show the new document: its type, every date, and it in the preview.
    setFilters({ type: document.type, year: null, month: null });
    setSelectedId(document.id);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} fz={26}>
          Documents
        </Title>
        <Button leftSection={<IconUpload size={18} aria-hidden />} onClick={() => setDialogOpen(true)}>
          Upload document
        </Button>
      </Group>
      <DocumentFilters values={filters} currentYear={currentYear} onChange={setFilters} />
      {!isDialogOpen && <UploadProgress status={uploadStatus.status} />}
      {propertyId !== null && documents.data ? (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, xl: 7 }}>
            {list.length === 0 ? (
              <EmptyListNotice>{messages.noDocuments}</EmptyListNotice>
            ) : (
              <DocumentsTable
                documents={list}
                selectedId={selected?.id ?? null}
                onPreview={(document) => setSelectedId(document.id)}
                onOpen={open}
              />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, xl: 5 }}>
            <DocumentPreview propertyId={propertyId} document={selected} onOpen={open} />
          </Grid.Col>
        </Grid>
      ) : documents.isError ? (
        <LoadError
          error={documents.error}
          onRetry={() => void documents.refetch()}
          isRetrying={documents.isFetching}
        />
      ) : (
        <Skeleton h={480} radius="lg" />
      )}
      {propertyId !== null && (
        <UploadDialog
          propertyId={propertyId}
          opened={isDialogOpen}
          onClose={() => setDialogOpen(false)}
          status={uploadStatus}
          onUploaded={handleUploaded}
        />
      )}
    </Stack>
  );
}
