import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages } from '@harborstay/contracts';
import { mockApi, ok } from '../../../testing/api-mock';
import { buildDocument } from '../../../testing/builders';
import { FakeXhr } from '../../../testing/fake-xhr';
import { renderRoutes } from '../../../testing/render';
import { DocumentsPage } from './documents-page';

// pdf.js needs a real canvas: the e2e spec draws PDFs; here the pane only has to ask for one.
const renderPdf = vi.fn(async () => 1);
vi.mock('../lib/render-pdf', () => ({ renderPdf }));

const permit = buildDocument({ id: 7, name: 'Permit 2026', type: 'Permit', date: '2026-01-10' });
const insurance = buildDocument({
  id: 8,
  name: 'Policy 2025',
  type: 'Insurance',
  date: '2025-06-01',
  notes: '',
  mime_type: 'image/png',
});
const signed = (id: string) => ({ url: `/api/files/?key=doc-${id}`, expires_at: '2026-11-24T12:05:00Z' });

function renderPage(path = '/owner/property-document/3') {
  return renderRoutes([{ path: '/owner/property-document/:id', element: <DocumentsPage /> }], { path });
}

beforeEach(() => {
  FakeXhr.install();
});
afterEach(() => {
  FakeXhr.uninstall();
  renderPdf.mockClear();
});

// A page with a lazy preview, a dialog and several queries: slow on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

describe('DocumentsPage', { timeout: 20_000 }, () => {
  it('lists the Permit documents first and asks for the first one in the preview', async () => {
    const queries: string[] = [];
    mockApi({
      'GET /api/owners/owner/property/:propertyId/documents/': ({ query }) => {
        queries.push(query.toString());
        return ok([permit, insurance].filter((d) => d.type === query.get('type')));
      },
      'POST /api/owners/owner/property/:propertyId/documents/:id/url/': ({ params }) =>
        ok(signed(params.id ?? '')),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Documents' });
    expect(within(table).getByText('Permit 2026')).toBeTruthy();
    expect(within(table).getByText('Renewed for 2026')).toBeTruthy();
    expect(queries).toEqual(['type=Permit']);
    await waitFor(() =>
      expect(renderPdf).toHaveBeenCalledWith('/api/files/?key=doc-7', expect.anything(), expect.anything()),
    );
    expect(screen.getByRole('textbox', { name: 'Year' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Month' })).toBeTruthy();
  });

  it('opens on the statement the e-mail links to: its type, year and month from the address, and it in the preview', async () => {
    const statement = buildDocument({
      id: 31,
      name: 'Statement 2025-12',
      type: 'Monthly statements',
      date: '2025-12-31',
      notes: 'Owner payout $1,234.56, due January 15, 2026',
    });
    const queries: string[] = [];
    mockApi({
      'GET /api/owners/owner/property/:propertyId/documents/': ({ query }) => {
        queries.push(query.toString());
        return ok(query.get('type') === 'Monthly statements' ? [statement] : [permit]);
      },
      'POST /api/owners/owner/property/:propertyId/documents/:id/url/': ({ params }) =>
        ok(signed(params.id ?? '')),
    });
    const { router } = renderPage('/owner/property-document/3?type=Monthly%20statements&year=2025&month=12');
    const table = await screen.findByRole('table', { name: 'Documents' });
    expect(within(table).getByText('Statement 2025-12')).toBeTruthy();
    // One date format: the portal's list dates, not the stored '2025-12-31'.
    expect(within(table).getByText('Dec 31, 2025')).toBeTruthy();
    expect(queries).toEqual(['type=Monthly+statements&year=2025&month=12']);
    expect(screen.getByRole('textbox', { name: 'Type' })).toHaveProperty('value', 'Monthly statements');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveProperty('value', '2025');
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveProperty('value', 'December');
    await waitFor(() =>
      expect(renderPdf).toHaveBeenCalledWith('/api/files/?key=doc-31', expect.anything(), expect.anything()),
    );

    // A filter the owner changes is written back to the address, so that Back and reloads keep it.
    fireEvent.click(screen.getByRole('textbox', { name: 'Year' }));
    fireEvent.click(await screen.findByRole('option', { name: '2024', hidden: true }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?type=Monthly+statements&year=2024&month=12'),
    );
  });

  it("checks the name and the file before sending, and shows the server's refusal as 'Upload failed!'", async () => {
    mockApi({ 'GET /api/owners/owner/property/:propertyId/documents/': () => ok([]) });
    renderPage();
    expect(await screen.findByText(messages.noDocuments)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload document' });
    expect(within(dialog).getByRole('textbox', { name: 'Type' })).toHaveProperty('value', 'Permit');

    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    fireEvent.change(name, { target: { value: 'x'.repeat(51) } });
    fireEvent.blur(name);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText(messages.maxLength(50))).toBeTruthy();
    expect(within(dialog).getByText(messages.required)).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Logo' } });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['<svg/>'], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(within(dialog).queryByText(messages.required)).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const [request] = FakeXhr.sent;
    if (!request?.body) throw new Error('nothing sent');
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/owners/owner/property/documents/3/');
    // The text fields before the file, so that the server checks them before storing it.
    expect([...request.body.keys()]).toEqual(['name', 'type', 'file']);
    expect(request.body.get('name')).toBe('Logo');
    expect(request.body.get('type')).toBe('Permit');
    act(() => request.progress(3, 6));
    expect(await within(dialog).findByText('Uploading… 50%')).toBeTruthy();
    act(() => request.respond(400, { file: [messages.documentFileType] }));

    const failure = await within(dialog).findByRole('alert');
    expect(failure.textContent).toBe(`${messages.uploadFailed} ${messages.documentFileType}`);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe(
      '50',
    );
  });

  it("closes the dialog on success and shows 'Upload complete.' at 100 % beside the new document", async () => {
    const created = buildDocument({
      id: 21,
      name: 'Warranty 2026',
      type: 'Home warranty',
      date: '2026-03-01',
    });
    let uploaded = false;
    mockApi({
      'GET /api/owners/owner/property/:propertyId/documents/': ({ query }) =>
        ok(uploaded && query.get('type') === 'Home warranty' ? [created] : []),
      'POST /api/owners/owner/property/:propertyId/documents/:id/url/': ({ params }) =>
        ok(signed(params.id ?? '')),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload document' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), {
      target: { value: 'Warranty 2026' },
    });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'w.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const [request] = FakeXhr.sent;
    // Every byte sent: the bar waits at 90 % for the server.
    act(() => request?.progress(100, 100));
    expect(await within(dialog).findByText('Uploading… 90%')).toBeTruthy();
    uploaded = true;
    act(() => request?.respond(201, created));

    const done = await screen.findByText(messages.uploadComplete);
    expect(done.getAttribute('role')).toBe('status');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(await screen.findByRole('button', { name: 'Warranty 2026' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Type' })).toHaveProperty('value', 'Home warranty');
  });
});
