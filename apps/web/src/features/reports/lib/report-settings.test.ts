import { describe, expect, it } from 'vitest';
import { nextPropertyChoice } from '../components/report-controls';
import {
  currentMonthRange,
  defaultSettings,
  loadSettings,
  orderedColumns,
  RESERVATIONS_REPORT_STORAGE_KEY,
  saveSettings,
} from './report-settings';

const NOW = new Date(2026, 1, 14, 12); // 14 February 2026, local time

describe('the reservations report settings', () => {
  it('default to the current month, the stay and its money, and all properties', () => {
    expect(currentMonthRange(NOW)).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    const settings = defaultSettings(NOW);
    expect(settings.columns).toEqual([
      'property_nickname',
      'guest_name',
      'platform',
      'nights_count',
      'check_in',
      'revenue',
      'management_fee',
      'net_income',
    ]);
    expect(settings.properties).toBe('all');
    expect(settings.title).toBe('Reservations report');
  });

  it('are kept under the report’s own key and read back', () => {
    const settings = {
      ...defaultSettings(NOW),
      title: 'My feed',
      columns: orderedColumns(['net_income', 'status']),
      properties: [3, 1],
      range: { start: '2026-01-05', end: '2026-03-01' },
    };
    saveSettings(settings, localStorage);
    expect(Object.keys(JSON.parse(localStorage.getItem(RESERVATIONS_REPORT_STORAGE_KEY) ?? '{}'))).toEqual([
      'id',
      'title',
      'columns',
      'properties',
      'range',
    ]);
    expect(loadSettings(localStorage, NOW)).toEqual({ ...settings, columns: ['status', 'net_income'] });
  });

  it('fall back to the defaults when what is stored does not read', () => {
    for (const stored of [
      'not json',
      '{"id":"reservation-feed"}',
      JSON.stringify({ ...defaultSettings(NOW), columns: [] }),
    ]) {
      localStorage.setItem(RESERVATIONS_REPORT_STORAGE_KEY, stored);
      expect(loadSettings(localStorage, NOW)).toEqual(defaultSettings(NOW));
    }
  });
});

describe('the Filters choice', () => {
  it('is All alone or some properties, and none means All', () => {
    expect(nextPropertyChoice(['all'], ['all', '2'])).toEqual([2]);
    expect(nextPropertyChoice(['2'], ['2', 'all'])).toBe('all');
    expect(nextPropertyChoice(['2'], [])).toBe('all');
    expect(nextPropertyChoice(['2'], ['2', '5'])).toEqual([2, 5]);
  });
});
