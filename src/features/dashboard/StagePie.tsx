import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';
import { PIE_COLORS, PIE_LABEL_COLORS } from './chartColors';
import { useDarkTheme } from './useDarkTheme';

/**
 * Leads by stage as an ApexCharts pie. This module (and the chart library with it) is part of the
 * dashboard's lazy chunk only.
 */
export default function StagePie({ labels, series }: { labels: string[]; series: number[] }) {
  const dark = useDarkTheme();
  const options: ApexOptions = {
    chart: { type: 'pie', background: 'transparent', fontFamily: 'inherit' },
    labels,
    colors: PIE_COLORS,
    legend: { position: 'bottom', labels: { colors: dark ? '#dee2e6' : '#212529' } },
    theme: { mode: dark ? 'dark' : 'light' },
    dataLabels: { style: { colors: PIE_LABEL_COLORS }, dropShadow: { enabled: false } },
    stroke: { colors: [dark ? '#212529' : '#fff'] },
    tooltip: { theme: dark ? 'dark' : 'light' },
  };
  return (
    <figure className="mb-0">
      <Chart type="pie" options={options} series={series} height={320} />
      <figcaption className="visually-hidden">
        {labels.map((l, i) => `${l}: ${series[i]}`).join(', ')}
      </figcaption>
    </figure>
  );
}
