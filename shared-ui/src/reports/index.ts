// Report pieces of the member and agent centres ('shared-ui/reports'): a separate entry, so
// pages without reports do not pay for them, and the chart library (uPlot) is a further chunk
// loaded only when a chart draws (docs/adr/0012-agent-centre.md).
export * from './Chart';
export * from './csv';
export * from './DataTable';
export * from './FilterBar';
export * from './PeriodPicker';
export * from './periods';
export * from './RowDetails';
export * from './useFittingColumns';
