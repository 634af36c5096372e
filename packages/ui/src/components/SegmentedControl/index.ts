export { RadioGroup, SegmentedControl } from './SegmentedControl';
export type { RadioGroupProps, SegmentedControlProps, SegmentedOption } from './SegmentedControl';
