import Chart from 'react-apexcharts';
import { stagePieOptions } from './stagePieOptions';
import { useDarkTheme } from './useDarkTheme';

/**
 * Leads by stage as an ApexCharts pie. This module (and the chart library with it) is part of the
 * dashboard's lazy chunk only.
 */
export default function StagePie({ labels, series }: { labels: string[]; series: number[] }) {
  const dark = useDarkTheme();
  const options = stagePieOptions(labels, dark);
  return (
    <figure className="mb-0">
      <Chart type="pie" options={options} series={series} height={320} />
      <figcaption className="visually-hidden">
        {labels.map((l, i) => `${l}: ${series[i]}`).join(', ')}
      </figcaption>
    </figure>
  );
}
