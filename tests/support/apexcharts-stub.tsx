/**
 * ApexCharts draws with SVG measurements jsdom does not have. Every component test that renders a
 * dashboard (on purpose or because it opens the app at /dashboard) gets this stand-in, which lists
 * what the chart was given so a test can still read the labels, series and colours.
 */
interface ChartProps {
  options?: { labels?: string[]; colors?: string[] };
  series?: number[];
}

export default function ChartStub({ options, series = [] }: ChartProps) {
  return (
    <ul data-testid="pie" data-colors={(options?.colors ?? []).join(',')}>
      {(options?.labels ?? []).map((label, i) => (
        <li key={label}>{`${label}=${series[i]}`}</li>
      ))}
    </ul>
  );
}
