export { TickLineChart } from './TickLineChart';
export { TickSourceLabel, TickStamp, useTickSourceText } from './TickStamp';
