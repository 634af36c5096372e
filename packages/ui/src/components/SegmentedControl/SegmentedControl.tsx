import { forwardRef, useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { useControllableState } from '../../internal/useControllableState';
import { RadioDot, SegmentButton, SegmentedRoot } from './SegmentedControl.styles';
import { horizontalStep } from '../../internal/direction';

export interface SegmentedOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SegmentedControlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  /** The choices, in order (each with a `value` and a `label`; `disabled` ones are skipped by the arrows). */
  options: readonly SegmentedOption[];
  /** Selected value when controlled (pair with `onValueChange`). */
  value?: string;
  /** Initially selected value when uncontrolled; the first enabled option by default. */
  defaultValue?: string;
  /** Called with the newly selected value (click, arrows, Home/End). */
  onValueChange?: (value: string) => void;
  /** Accessible name of the group (use this or `aria-labelledby`). */
  label?: string;
  /** Disables the whole group. */
  disabled?: boolean;
  /** `segmented` (buttons in a track, default) or `radio` (radio circles in a list). */
  appearance?: 'segmented' | 'radio';
  /** Layout of the radio appearance; segmented is always horizontal. */
  orientation?: 'horizontal' | 'vertical';
}

/**
 * A single choice among a few options (radio group pattern): one tab stop, arrow keys move and select (wrapping,
 * skipping disabled options), Home/End jump. Used for Custom Message vs Templates.
 */
export const SegmentedControl = forwardRef<HTMLDivElement, SegmentedControlProps>(function SegmentedControl(
  {
    options,
    value,
    defaultValue,
    onValueChange,
    label,
    disabled = false,
    appearance = 'segmented',
    orientation,
    ...rest
  },
  ref,
) {
  const enabled = options.filter((option) => !option.disabled && !disabled);
  const firstValue = options.find((option) => !option.disabled)?.value ?? '';
  const [selectedRaw, setSelected] = useControllableState(value, defaultValue ?? firstValue, onValueChange);
  const selected = options.some((option) => option.value === selectedRaw) ? selectedRaw : undefined;
  const tabStop = selected ?? enabled[0]?.value;
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const layout = orientation ?? (appearance === 'radio' ? 'vertical' : 'horizontal');

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, current: string) => {
    const index = enabled.findIndex((option) => option.value === current);
    let target: SegmentedOption | undefined;
    const step =
      event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : horizontalStep(event.key, event.currentTarget);
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
      case 'ArrowLeft':
      case 'ArrowUp':
        target = enabled[(index + step + enabled.length) % enabled.length];
        break;
      case 'Home':
        target = enabled[0];
        break;
      case 'End':
        target = enabled[enabled.length - 1];
        break;
      default:
        return;
    }
    if (!target) return;
    event.preventDefault();
    refs.current.get(target.value)?.focus();
    setSelected(target.value);
  };

  return (
    <SegmentedRoot
      ref={ref}
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      data-appearance={appearance}
      data-orientation={layout}
      data-value={selected}
      data-disabled={disabled ? '' : undefined}
      {...rest}
    >
      {options.map((option) => {
        const isSelected = option.value === selected;
        return (
          <SegmentButton
            key={option.value}
            ref={(node) => {
              if (node) refs.current.set(option.value, node);
              else refs.current.delete(option.value);
            }}
            type="button"
            role="radio"
            aria-checked={isSelected}
            tabIndex={option.value === tabStop ? 0 : -1}
            disabled={disabled || option.disabled}
            data-state={isSelected ? 'checked' : 'unchecked'}
            data-value={option.value}
            onClick={() => setSelected(option.value)}
            onKeyDown={(event) => onKeyDown(event, option.value)}
          >
            {appearance === 'radio' ? <RadioDot aria-hidden="true" /> : null}
            {option.label}
          </SegmentButton>
        );
      })}
    </SegmentedRoot>
  );
});

export type RadioGroupProps = Omit<SegmentedControlProps, 'appearance'>;

/** The same radio-group behaviour drawn as a list of radio circles. */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(props, ref) {
  return <SegmentedControl ref={ref} appearance="radio" {...props} />;
});
