import type { ApexOptions } from 'apexcharts';
import { escapeHtml } from '../../lib/escapeHtml';
import { PIE_COLORS, PIE_LABEL_COLORS } from './chartColors';

/**
 * The stage pie's options. Stage names are master data typed by users, and ApexCharts writes the
 * legend and tooltip labels with innerHTML: the formatters escape them, so a name is shown as text.
 */
export function stagePieOptions(labels: string[], dark: boolean): ApexOptions {
  return {
    chart: { type: 'pie', background: 'transparent', fontFamily: 'inherit' },
    labels,
    colors: PIE_COLORS,
    legend: {
      position: 'bottom',
      labels: { colors: dark ? '#dee2e6' : '#212529' },
      formatter: (name: string) => escapeHtml(String(name)),
    },
    theme: { mode: dark ? 'dark' : 'light' },
    dataLabels: { style: { colors: PIE_LABEL_COLORS }, dropShadow: { enabled: false } },
    stroke: { colors: [dark ? '#212529' : '#fff'] },
    tooltip: {
      theme: dark ? 'dark' : 'light',
      y: { title: { formatter: (name: string) => `${escapeHtml(String(name))}: ` } },
    },
  };
}
